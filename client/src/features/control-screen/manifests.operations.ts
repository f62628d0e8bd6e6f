/** The control screen's manifest operations (behaviour.md "Control screen / Manifests tab" Manifests tab, behaviour.md "Manifests / Manifest search and export" Search), typed by codegen. */
import { graphql } from '../../gql';

/** The fields a row of the manifest list and its detail modal show (behaviour.md "Control screen / Manifests tab" control-screen fields). */
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
    consignmentAddresses {
      id
      isCompleted
      eta
      isLate
    }
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

/** The manifest search with the filters of behaviour.md "Manifests / Manifest search and export", by first-stop date (office). */
export const ManifestSearchQuery = graphql(`
  query ManifestSearch($search: ManifestSearchInput!) {
    manifests(search: $search) {
      ...ManifestRowFields
    }
  }
`);

/** The suppliers a manifest may go to (smallest vehicle at least the manifest's, behaviour.md "Manifests / Supplier assignment"). */
export const ManifestSuppliersQuery = graphql(`
  query ManifestSuppliers($id: Int!) {
    manifestSuppliers(id: $id) {
      id
      name
    }
  }
`);

/** Assigns a supplier; the default exchange supplier needs `confirmed` (behaviour.md "Manifests / Supplier assignment"). */
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

/** PUT /Manifests/{id}/SendToTransportExchange with the options (behaviour.md "Control screen / Manifests tab"; defaults false, false, ''). */
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
