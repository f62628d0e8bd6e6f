/** The control screen's manifest operations (spec 1 §2 Manifests tab, §7 Search), typed by codegen. */
import { graphql } from '../../gql';

/** The fields a row of the manifest list and its detail modal show (spec 1 §3 control-screen fields). */
export const ManifestRowFields = graphql(`
  fragment ManifestRowFields on Manifest {
    id
    manifestNumber
    version
    isSent
    isAcknowledged
    isDeleted
    cost
    calculatedCost
    totalMiles
    totalTimeInMinutes
    invoiceStatus
    numberOfConsignmentAddresses
    formattedLastDeliveryAddress
    startDeliveryDate
    dateCreated
    statusColour {
      name
      hexCode
    }
    vehicleType {
      id
      name
    }
    supplier {
      id
      name
    }
    consignments {
      id
      consignmentNumber
      customerName
      isBackload
    }
    transportExchangeManifests {
      id
      isRemoved
      tailLift
      timed
      notes
      externalReference
    }
    consignmentAddresses {
      id
      scheduledStartDateAndTime
      isCompleted
      consignmentAddressType {
        id
        name
      }
      address {
        id
        companyName
        shortAddress
      }
    }
  }
`);

/** The manifest search with the filters of spec 1 §7, by first-stop date (office). */
export const ManifestSearchQuery = graphql(`
  query ManifestSearch($search: ManifestSearchInput!) {
    manifests(search: $search) {
      ...ManifestRowFields
    }
  }
`);

/** The suppliers a manifest may go to (smallest vehicle at least the manifest's, spec 1 §5). */
export const ManifestSuppliersQuery = graphql(`
  query ManifestSuppliers($id: Int!) {
    manifestSuppliers(id: $id) {
      id
      name
    }
  }
`);

/** Assigns a supplier; the default exchange supplier needs `confirmed` (spec 2 §4). */
export const AssignManifestSupplierMutation = graphql(`
  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {
    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {
      ...ManifestRowFields
    }
  }
`);

/** PUT /Manifests/{id}/Send. */
export const SendManifestMutation = graphql(`
  mutation SendManifest($id: Int!, $version: Int) {
    sendManifest(id: $id, version: $version) {
      ...ManifestRowFields
    }
  }
`);

/** A manifest was created, changed or deleted: the list refetches. */
export const ManifestChangedSubscription = graphql(`
  subscription ManifestChanged {
    manifestChanged {
      manifestId
      action
    }
  }
`);

/** PUT /Manifests/{id}/SendToTransportExchange with the options (spec 1 §2; defaults false, false, ''). */
export const SendToTransportExchangeMutation = graphql(`
  mutation SendToTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {
    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {
      ...ManifestRowFields
    }
  }
`);

/** PUT /Manifests/{id}/RebookWithTransportExchange with changed options. */
export const RebookWithTransportExchangeMutation = graphql(`
  mutation RebookWithTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {
    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {
      ...ManifestRowFields
    }
  }
`);

/** PUT /Manifests/{id}/RemoveFromTransportExchange. */
export const RemoveFromTransportExchangeMutation = graphql(`
  mutation RemoveFromTransportExchange($id: Int!, $version: Int) {
    removeFromTransportExchange(id: $id, version: $version) {
      ...ManifestRowFields
    }
  }
`);
