/** The manifest screen's operations (spec 2 §2, §7), typed by codegen; GraphQL mirrors the REST routes. */
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

/** Everything the manifest screen shows (spec 2 §3 Manifest). */
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

/** The supplier list of the screen: suppliers offered (smallest vehicle at least the manifest's, spec 2 §5). */
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
  mutation UpdateManifestScreen($id: Int!, $input: ManifestInputGql!) {
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

/** PUT /Manifests/{id}/SendToTransportExchange (spec 2 §9 defaults: tail lift false, timed false). */
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

/** The completion e-mails waiting for the office (spec 2 §4). */
export const PendingConfirmationsQuery = graphql(`
  query ManifestPendingConfirmations($manifestId: Int!) {
    pendingConfirmations(manifestId: $manifestId) {
      id
      consignmentAddressId
      consignmentId
      stopType
      to
      subject
      body
      status
      createdAt
    }
  }
`);

/** POST /Emails/Confirmation (to, consignmentAddress). */
export const SendConfirmationMutation = graphql(`
  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {
    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {
      id
      status
    }
  }
`);

/** Skip one completion e-mail. */
export const SkipConfirmationMutation = graphql(`
  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {
    skipConfirmation(consignmentAddressId: $consignmentAddressId) {
      id
      status
    }
  }
`);

/** Skip all of a manifest's completion e-mails. */
export const SkipAllConfirmationsMutation = graphql(`
  mutation SkipAllConfirmationsScreen($manifestId: Int!) {
    skipAllConfirmations(manifestId: $manifestId)
  }
`);

/** The office's date-time editor for stop progress (spec 2 §4). */
export const EditStopProgressMutation = graphql(`
  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {
    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {
      ...ManifestStopFields
    }
  }
`);

/** Live stop progress (the status colour changes as stops complete). */
export const ManifestStopProgressSubscription = graphql(`
  subscription ManifestStopProgress {
    stopProgress {
      consignmentAddressId
      manifestId
      isOnRoute
      hasArrived
      isCompleted
    }
  }
`);

/** Any change to a manifest (another user's save, supplier, exchange). */
export const ManifestScreenChangedSubscription = graphql(`
  subscription ManifestScreenChanged {
    manifestChanged {
      manifestId
      action
    }
  }
`);

/** PUT /Manifests/{id}/Acknowledgement: the editor's Acknowledged step (a time sets it, null clears it). */
export const SetAcknowledgementMutation = graphql(`
  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {
    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {
      ...ManifestScreenFields
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
