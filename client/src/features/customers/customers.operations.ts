/** The Customers screen's operations (behaviour.md "Customers / Customers screen" Customers), typed by codegen. */
import { graphql } from '../../gql';

/** GET /Customers: the list rows, by name, account type and deactivated. */
export const CustomersQuery = graphql(`
  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {
    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {
      id
      name
      phoneNumber
      customerAccountTypeId
      isDeactivated
      isOnStop
      creditLimit
      outstandingBalance
      isOverCreditLimit
    }
  }
`);

/** GET /Customers/{id}: everything the detail view edits, with the version a save must send back. */
export const CustomerDetailFields = graphql(`
  fragment CustomerDetailFields on Customer {
    id
    version
    name
    parentId
    phoneNumber
    notes
    sla
    costCentre
    customerAccountTypeId
    isDeactivated
    ledgerNumber {
      id
    }
    vatCode {
      id
    }
    xeroOrganisation {
      id
    }
    nameShownOnInvoice
    bookingEmailAddress
    useContactEmail
    autoEmailOnCreate
    autoEmailOnCollection
    autoEmailOnDelivery
    isPONumberRequired
    showCostCode
    preventConsignmentWithoutCostCode
    preventConsignmentWithoutPONumber
    creditLimit
    outstandingBalance
    isOverCreditLimit
    contacts {
      id
      name
      phone
      email
    }
    addresses {
      id
      companyName
      addressLine1
      addressLine2
      addressLine3
      town
      county
      postcode
      countryId
      latitude
      longitude
    }
    customerUsers {
      id
      email
    }
    consignmentControlScreenColumns {
      order
      isVisible
      column {
        id
        name
      }
    }
  }
`);

export const CustomerQuery = graphql(`
  query CustomerDetail($id: Int!) {
    customer(id: $id) {
      ...CustomerDetailFields
    }
  }
`);

/** The parent customer's name, for the parent autocomplete of a loaded customer. */
export const CustomerNameQuery = graphql(`
  query CustomerName($id: Int!) {
    customer(id: $id) {
      id
      name
    }
  }
`);

/** The parent customer autocomplete's search. */
export const ParentCustomerSearchQuery = graphql(`
  query ParentCustomerSearch($customerName: String!) {
    searchCustomers(customerName: $customerName) {
      id
      name
    }
  }
`);

/** The choices of the search bar and the detail view's selects; a failed load leaves them empty (behaviour.md "Shared conventions / Stale writes"). */
export const CustomerLookupsQuery = graphql(`
  query CustomerLookups {
    customerAccountTypes {
      id
      name
      isOnStop
    }
    ledgerNumbers {
      id
      name
    }
    vatCodes {
      id
      code
      name
    }
    xeroOrganisations {
      id
      name
    }
    countries {
      id
      name
    }
    consignmentControlScreenColumns {
      id
      name
      order
      isDefault
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...CustomerDetailFields
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...CustomerDetailFields
    }
  }
`);

export const ChangeCustomerUserPasswordMutation = graphql(`
  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {
    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)
  }
`);
