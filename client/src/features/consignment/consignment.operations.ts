/** The consignment screen's operations (behaviour.md "Booking / Consignment screen" Consignment, behaviour.md "Booking / Consignment search and export"), typed by codegen. */
import { graphql } from '../../gql';

/** Everything the consignment screen edits or shows. */
export const ConsignmentEditFields = graphql(`
  fragment ConsignmentEditFields on Consignment {
    id
    version
    consignmentNumber
    consignmentReference
    isQuote
    isDeleted
    isCompleted
    isFrequentConsignment
    consignmentFrequencySettings {
      id
      startDate
      consignmentFrequency {
        id
        name
      }
      weekDays {
        id
        name
      }
    }
    cancellationRequested
    invoiceStatus
    customerId
    customer {
      id
      name
      showCostCode
      isDeactivated
      isOverCreditLimit
    }
    contactName
    contactPhoneNumber
    contactEmailAddress
    vehicleType {
      id
      name
    }
    poNumber
    costCode
    customerReference
    customerReferenceNumber
    notesForSupplier
    notesForOffice
    notesForInvoice
    notifyRecipients
    isBackload
    applyPostcodePricingRules
    calculateTimes
    price
    recommendedPrice
    cost
    recommendedCost
    mileage
    totalMiles
    totalTimeInMinutes
    routeIsEstimate
    consignmentAddresses {
      id
      consignmentOrder
      manifestId
      isOnRoute
      hasArrived
      isCompleted
      isScheduledStartDateAndTimeLocked
      scheduledStartDateAndTime
      noLoadDetailsGiven
      signatureName
      signatureFileName
      goodsPhotos
      paperworkPhotos
      noPaperworkProvided
      consignmentAddressType {
        id
        name
      }
      address {
        id
        companyName
        addressLine1
        addressLine2
        addressLine3
        town
        county
        postcode
        latitude
        longitude
      }
      loadDetails {
        id
        quantity
        description
      }
      additionalCharges {
        id
        price
        cost
        additionalCharge {
          id
          chargeFor
        }
      }
    }
  }
`);

export const ConsignmentQuery = graphql(`
  query Consignment($id: Int!) {
    consignment(id: $id) {
      ...ConsignmentEditFields
    }
  }
`);

/** The booking lookups: vehicle types, stop types and the additional charges catalogue. */
export const BookingLookupsQuery = graphql(`
  query BookingLookups {
    vehicleTypes {
      id
      name
      order
    }
    consignmentAddressTypes {
      id
      name
    }
    weekDays {
      id
      name
      isoDay
    }
    consignmentFrequencies {
      id
      name
    }
    additionalCharges {
      id
      chargeFor
      price
      cost
      isDeactivated
    }
  }
`);

/** The customer autocomplete (office users). */
export const SearchCustomersQuery = graphql(`
  query BookingCustomers($customerName: String!) {
    searchCustomers(customerName: $customerName) {
      id
      name
      showCostCode
      isDeactivated
      isOverCreditLimit
    }
  }
`);

export const BookingCustomerQuery = graphql(`
  query BookingCustomer($id: Int!) {
    customer(id: $id) {
      id
      name
      showCostCode
      isDeactivated
      isOverCreditLimit
    }
  }
`);

export const CreateConsignmentMutation = graphql(`
  mutation CreateConsignment($input: ConsignmentInput!) {
    createConsignment(input: $input) {
      ...ConsignmentEditFields
    }
  }
`);

export const UpdateConsignmentMutation = graphql(`
  mutation UpdateConsignment($id: Int!, $input: ConsignmentInput!) {
    updateConsignment(id: $id, input: $input) {
      ...ConsignmentEditFields
    }
  }
`);

export const DeleteConsignmentMutation = graphql(`
  mutation DeleteConsignment($id: Int!) {
    deleteConsignment(id: $id) {
      id
      isDeleted
    }
  }
`);

export const RequestCancellationMutation = graphql(`
  mutation RequestConsignmentCancellation($id: Int!) {
    requestConsignmentCancellation(id: $id) {
      id
      cancellationRequested
    }
  }
`);

export const ConsignmentChangeLogsQuery = graphql(`
  query ConsignmentChangeLogs($id: Int!) {
    consignmentChangeLogs(id: $id) {
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

export const EmailReportMutation = graphql(`
  mutation EmailConsignmentReport($consignmentId: Int!, $to: String!, $subject: String!, $body: String!, $showPrice: Boolean!) {
    emailConsignmentReport(consignmentId: $consignmentId, to: $to, subject: $subject, body: $body, showPrice: $showPrice)
  }
`);

/** The address lookup of a stop: the customer's saved and booked addresses (DESIGN: offline lookup). */
export const SearchCustomerAddressesQuery = graphql(`
  query BookingAddresses($customerId: Int!, $text: String!) {
    searchCustomerAddresses(customerId: $customerId, text: $text) {
      id
      companyName
      addressLine1
      addressLine2
      addressLine3
      town
      county
      postcode
      latitude
      longitude
      shortAddress
    }
  }
`);

/** Coordinates of a town, for the route's miles when an address was typed rather than looked up. */
export const GeocodeQuery = graphql(`
  query BookingGeocode($query: String!) {
    geocode(query: $query) {
      name
      latitude
      longitude
    }
  }
`);
