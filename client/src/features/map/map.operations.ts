/** The map screen's operations (behaviour.md "Map / Live vehicles" Map, behaviour.md "Map / Live vehicles" SupplierLocations), typed by codegen. */
import { graphql } from '../../gql';

/** The fields a pin and its popup show; shared by the list and the live events. */
export const SupplierOnMapFields = graphql(`
  fragment SupplierOnMapFields on SupplierOnMap {
    latitude
    longitude
    recordedAt
    manifestId
    supplier {
      id
      name
      vehicles {
        id
        isDefaultVehicle
        make
        model
        registration
        vehicleType {
          id
          name
          iconCode
        }
      }
    }
  }
`);

/** The newest position of each supplier, with the map's filters (GET /SupplierLocations/Last). */
export const SupplierLocationsQuery = graphql(`
  query SupplierLocations($filter: MapFilterInput) {
    supplierLocations(filter: $filter) {
      ...SupplierOnMapFields
    }
  }
`);

/** Positions as drivers post them, so pins move without a reload. */
export const SupplierLocationsChangedSubscription = graphql(`
  subscription SupplierLocationsChanged($filter: MapFilterInput) {
    supplierLocationsChanged(filter: $filter) {
      supplierId
      supplierName
      latitude
      longitude
      recordedAt
      manifestId
      vehicleTypeIds
    }
  }
`);

/** Historical tracking: a supplier's positions between two London times (YYYY-MM-DDTHH:mm). */
export const SupplierTrackQuery = graphql(`
  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {
    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {
      latitude
      longitude
      recordedAt
    }
  }
`);

/** The vehicle-type filter and the pin icons. */
export const MapVehicleTypesQuery = graphql(`
  query MapVehicleTypes {
    vehicleTypes {
      id
      name
      iconCode
    }
  }
`);

/** Zoom to a place (behaviour.md "Map / Live vehicles": the search appends UK). */
export const GeocodeQuery = graphql(`
  query Geocode($query: String!) {
    geocode(query: $query) {
      name
      latitude
      longitude
    }
  }
`);

/** The supplier autocomplete (GET /Suppliers/Search?supplierName): active suppliers by name, at most 20. */
export const MapSupplierSearchQuery = graphql(`
  query MapSupplierSearch($supplierName: String) {
    supplierSearch(supplierName: $supplierName) {
      id
      name
    }
  }
`);

/** GET /SupplierLocations/Search: the suppliers carrying a consignment (number, customer ref. or PO) or a manifest. */
export const CarrierSearchQuery = graphql(`
  query CarrierSearch($text: String, $manifestNumber: Int) {
    supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $text, manifestNumber: $manifestNumber) {
      supplierId
      supplierName
      manifestId
      manifestNumber
      latitude
      longitude
      recordedAt
    }
  }
`);

/** The manifest of a driver's popup (office only): its number and status colour. */
export const PinManifestQuery = graphql(`
  query PinManifest($id: Int!) {
    manifest(id: $id) {
      id
      manifestNumber
      statusColour {
        name
        hexCode
      }
    }
  }
`);
