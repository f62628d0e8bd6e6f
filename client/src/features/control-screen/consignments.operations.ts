/** The control screen's consignment operations (behaviour.md "Control screen / Consignments tab" Control screen, behaviour.md "Booking / Consignment search and export" Search), typed by codegen. */
import { graphql } from '../../gql';

/** The fields a row of the consignment list and its detail modal show. */
export const ConsignmentRowFields = graphql(`
  fragment ConsignmentRowFields on Consignment {
    id
    consignmentNumber
    consignmentReference
    customerReference
    poNumber
    contactName
    isQuote
    isDeleted
    isCompleted
    isFrequentConsignment
    cancellationRequested
    invoiceStatus
    price
    cost
    mileage
    totalMiles
    startDateTime
    dateCreated
    createdBy {
      id
      name
      role
    }
    consignmentType {
      id
      name
    }
    vehicleType {
      id
      name
    }
    customer {
      id
      name
      isDeactivated
      isOverCreditLimit
    }
    supplier {
      id
      name
    }
    consignmentAddresses {
      id
      manifestId
      isOnRoute
      hasArrived
      isCompleted
      eta
      isLate
      scheduledStartDateAndTime
      consignmentAddressType {
        id
        name
      }
      address {
        id
        companyName
        shortAddress
        postcode
      }
    }
  }
`);

/** The consignment search with the filters of behaviour.md "Booking / Consignment search and export", by first-stop date. */
export const ConsignmentSearchQuery = graphql(`
  query ConsignmentSearch($search: ConsignmentSearchInput!) {
    consignments(search: $search) {
      ...ConsignmentRowFields
    }
  }
`);

/** Lookups for the filters and the column picker. */
export const ControlScreenLookupsQuery = graphql(`
  query ControlScreenLookups {
    vehicleTypes {
      id
      name
      order
    }
    consignmentControlScreenColumns {
      id
      key
      name
      order
      isDefault
    }
  }
`);

/** A consignment was created, changed or deleted (customers: their own only): the list refetches. */
export const ConsignmentChangedSubscription = graphql(`
  subscription ConsignmentChanged {
    consignmentChanged {
      consignmentId
      action
    }
  }
`);

/** POST /Manifests {Manifest, CustomerMessage}: a new manifest from the chosen stops, in order (behaviour.md "Manifests / Manifest screen"). */
export const CreateManifestMutation = graphql(`
  mutation CreateManifestFromStops($input: ManifestInput!, $customerMessage: String) {
    createManifest(input: $input, customerMessage: $customerMessage) {
      id
      manifestNumber
    }
  }
`);

/** POST /Consignments/{id}/TrackingLinks: a recipient's tracking link, shown once (issue 25 item 3). */
export const CreateTrackingLinkMutation = graphql(`
  mutation CreateTrackingLink($consignmentId: Int!) {
    createTrackingLink(consignmentId: $consignmentId) {
      path
      link {
        id
      }
    }
  }
`);
