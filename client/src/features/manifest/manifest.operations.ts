/** The manifest screen's operations (behaviour.md "Manifests / Manifest screen"), typed by codegen; GraphQL mirrors the REST routes. */
import { graphql } from '../../gql';

/** A stop as the manifest screen shows it: address, consignment, progress and proof of delivery. */
export const ManifestStopFields = graphql(`
  fragment ManifestStopFields on ConsignmentAddress {
    id
    consignmentId
    manifestOrder
    scheduledStartDateAndTime
    timed
    isOnRoute
    startTime
    hasArrived
    arrivalTime
    isCompleted
    completionTime
    eta
    isLate
    signatureName
    signatureFileName
    goodsPhotos
    paperworkPhotos
    notesFromSupplier
    noPaperworkProvided
    consignmentAddressType {
      id
      name
    }
    address {
      id
      companyName
      addressLine1
      town
      postcode
      shortAddress
      latitude
      longitude
    }
    loadDetails {
      id
      description
      quantity
    }
    additionalCharges {
      id
      chargeFor
      price
    }
  }
`);

/** Everything the manifest screen shows (behaviour.md "Manifests / Manifest lifecycle and status colour" Manifest). */
export const ManifestScreenFields = graphql(`
  fragment ManifestScreenFields on Manifest {
    ...ManifestRowFields
    acknowledgedTime
    costManuallySet
    calculateTimes
    currency
    consignments {
      id
      consignmentNumber
      customerName
      customerBranch
      contactEmailAddress
      notesForSupplier
      price
      isBackload
    }
    vehicleType {
      id
      name
      order
    }
    consignmentAddresses {
      ...ManifestStopFields
    }
    transportExchangeManifests {
      id
      externalReference
      isRemoved
      tailLift
      timed
      notes
      dateCreated
      logs {
        id
        action
        message
        createdAt
      }
    }
  }
`);

/** GET /Manifests/{id} (office). */
export const ManifestScreenQuery = graphql(`
  query ManifestScreen($id: Int!) {
    manifest(id: $id) {
      ...ManifestScreenFields
    }
  }
`);

/** The vehicle types a manifest may be changed to. */
export const ManifestVehicleTypesQuery = graphql(`
  query ManifestVehicleTypes {
    vehicleTypes {
      id
      name
      order
    }
  }
`);

/** The supplier list of the screen: suppliers offered (smallest vehicle at least the manifest's, behaviour.md "Manifests / Supplier assignment"). */
export const ManifestSupplierListQuery = graphql(`
  query ManifestSupplierList($id: Int!) {
    manifestSuppliers(id: $id) {
      id
      name
      email
      smallestVehicle {
        id
        name
        order
      }
    }
  }
`);

/** PUT /Manifests/{id}: the stop order (ManifestOrder 10, 20, ...) and vehicle type. */
export const UpdateManifestMutation = graphql(`
  mutation UpdateManifestScreen($id: Int!, $input: ManifestInput!) {
    updateManifest(id: $id, input: $input) {
      ...ManifestScreenFields
    }
  }
`);

/** PUT /Manifests/{id}/UpdateCosts {Id, CalculatedCost, Cost}. */
export const UpdateManifestCostsMutation = graphql(`
  mutation UpdateManifestCostsScreen($id: Int!, $calculatedCost: Float!, $cost: Float!, $version: Int) {
    updateManifestCosts(id: $id, calculatedCost: $calculatedCost, cost: $cost, version: $version) {
      ...ManifestScreenFields
    }
  }
`);

/** DELETE /Manifests/{id}. */
export const DeleteManifestMutation = graphql(`
  mutation DeleteManifestScreen($id: Int!) {
    deleteManifest(id: $id)
  }
`);

/** PUT /Manifests/{id}/Send. */
export const SendManifestScreenMutation = graphql(`
  mutation SendManifestScreen($id: Int!, $version: Int) {
    sendManifest(id: $id, version: $version) {
      ...ManifestScreenFields
    }
  }
`);

/** PUT /Manifests/{id}/SendToTransportExchange (behaviour.md "Manifests / Transport exchange" defaults: tail lift false, timed false). */
export const SendToExchangeMutation = graphql(`
  mutation SendToExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {
    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {
      ...ManifestScreenFields
    }
  }
`);

/** PUT /Manifests/{id}/RemoveFromTransportExchange. */
export const RemoveFromExchangeMutation = graphql(`
  mutation RemoveFromExchangeScreen($id: Int!, $version: Int) {
    removeFromTransportExchange(id: $id, version: $version) {
      ...ManifestScreenFields
    }
  }
`);

/** PUT /Manifests/{id}/RebookWithTransportExchange. */
export const RebookWithExchangeMutation = graphql(`
  mutation RebookWithExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {
    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {
      ...ManifestScreenFields
    }
  }
`);

/** POST /Emails/ManifestReport (to, subject, body, manifest). */
export const EmailManifestReportMutation = graphql(`
  mutation EmailManifestReportScreen($manifestId: Int!, $to: String!, $subject: String, $body: String) {
    emailManifestReport(manifestId: $manifestId, to: $to, subject: $subject, body: $body)
  }
`);

/** The manifest change log. */
export const ManifestChangeLogsQuery = graphql(`
  query ManifestChangeLogs($id: Int!) {
    manifestChangeLogs(id: $id) {
      id
      action
      createdAt
      userName
      changes {
        field
        from
        to
      }
    }
  }
`);

/** The route map's line and legs, for the stored order or the unsaved one on screen. */
export const ManifestRouteQuery = graphql(`
  query ManifestRoute($id: Int!, $order: [Int!]) {
    manifestRoute(id: $id, consignmentAddressIds: $order) {
      points {
        latitude
        longitude
      }
      isEstimate
      legs {
        fromStopId
        toStopId
        miles
        minutes
      }
      miles
      minutes
    }
  }
`);

/** GET /ConsignmentAddresses/NoManifest (behaviour.md "Manifests / Saving a manifest"): the free stops that can be added to the manifest. */
export const StopsWithoutManifestQuery = graphql(`
  query StopsWithoutManifest {
    consignmentAddressesWithoutManifest {
      ...ManifestStopFields
      consignmentNumber
    }
  }
`);
