/** The Suppliers screen's operations (behaviour.md "Suppliers / Suppliers screen" Suppliers), typed by codegen. */
import { graphql } from '../../gql';

/** GET /Suppliers: the list rows, by name and the two flags. */
export const SuppliersQuery = graphql(`
  query SuppliersList($name: String, $isTrackingDisabled: Boolean, $isDeactivated: Boolean) {
    suppliers(name: $name, isTrackingDisabled: $isTrackingDisabled, isDeactivated: $isDeactivated) {
      id
      name
      email
      phoneNumber
      mobileNumber
      isDeactivated
      isTrackingDisabled
      supplierType {
        id
        name
      }
      smallestVehicle {
        id
        name
      }
    }
  }
`);

/** GET /Suppliers/{id}: everything the detail view edits, with the version a save must send back. */
export const SupplierDetailFields = graphql(`
  fragment SupplierDetailFields on Supplier {
    id
    version
    name
    email
    secondaryEmail
    supplierType {
      id
    }
    supplierBillingType {
      id
    }
    splitXeroInvoices
    addressLine1
    addressLine2
    addressLine3
    town
    county
    postcode
    country {
      id
    }
    phoneNumber
    mobileNumber
    notes
    vatNumber
    companyNumber
    bankAccountName
    bankSortCode
    bankAccountNumber
    isDeactivated
    isTrackingDisabled
    licences {
      id
      licenceCategory {
        id
      }
      validFrom
      validTo
    }
    vehicles {
      id
      vehicleType {
        id
      }
      make
      model
      registration
      length
      width
      height
      insuranceExpiry
      isDefaultVehicle
    }
    deductions {
      id
      name
      value
      accountCode {
        id
      }
      vatCode {
        id
      }
    }
    photos {
      id
      description
      photoId
    }
    supplierUsers {
      id
      email
      username
    }
  }
`);

export const SupplierQuery = graphql(`
  query SupplierDetail($id: Int!) {
    supplier(id: $id) {
      ...SupplierDetailFields
    }
  }
`);

/** The choices of the detail view's selects; a failed load leaves them empty (behaviour.md "Shared conventions / Stale writes"). */
export const SupplierLookupsQuery = graphql(`
  query SupplierLookups {
    supplierTypes {
      id
      name
      value
    }
    supplierBillingTypes {
      id
      name
    }
    licenceCategories {
      id
      name
    }
    vehicleTypes {
      id
      name
    }
    accountCodes {
      id
      code
      name
    }
    vatCodes {
      id
      code
      name
    }
    countries {
      id
      name
    }
  }
`);

export const CreateSupplierMutation = graphql(`
  mutation CreateSupplier($input: SupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierDetailFields
    }
  }
`);

export const UpdateSupplierMutation = graphql(`
  mutation UpdateSupplier($id: Int!, $input: SupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierDetailFields
    }
  }
`);
