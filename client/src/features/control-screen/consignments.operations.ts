/** The control screen's consignment operations (spec 1 §2 Control screen, §7 Search), typed by codegen. */
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
      isCompleted
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

/** The consignment search with the filters of spec 1 §7, by first-stop date. */
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

/** Copies a consignment into a new quote (spec 1 §4). */
export const CopyConsignmentMutation = graphql(`
  mutation CopyConsignment($id: Int!) {
    copyConsignment(id: $id) {
      id
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
