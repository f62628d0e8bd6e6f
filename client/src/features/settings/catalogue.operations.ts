/** Settings lists with a name and a deactivated flag (behaviour.md "Settings / Settings screen" Settings, behaviour.md "Settings / Settings lists"), typed by codegen. */
import { graphql } from '../../gql';

export const VatCodesQuery = graphql(`
  query SettingsVatCodes {
    vatCodes(all: true) {
      id
      code
      name
      rate
      isDeactivated
      version
    }
  }
`);
export const CreateVatCodeMutation = graphql(`
  mutation CreateVatCode($input: VatCodeInput!) {
    createVatCode(input: $input) {
      id
    }
  }
`);
export const UpdateVatCodeMutation = graphql(`
  mutation UpdateVatCode($id: Int!, $input: VatCodeInput!) {
    updateVatCode(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const SupplierTypesQuery = graphql(`
  query SettingsSupplierTypes {
    supplierTypes(all: true) {
      id
      name
      value
      isDeactivated
      version
    }
  }
`);
export const CreateSupplierTypeMutation = graphql(`
  mutation CreateSupplierType($input: SupplierTypeInput!) {
    createSupplierType(input: $input) {
      id
    }
  }
`);
export const UpdateSupplierTypeMutation = graphql(`
  mutation UpdateSupplierType($id: Int!, $input: SupplierTypeInput!) {
    updateSupplierType(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const SupplierBillingTypesQuery = graphql(`
  query SettingsSupplierBillingTypes {
    supplierBillingTypes(all: true) {
      id
      name
      brandingThemeId
      brandingTheme {
        id
        name
      }
      isDeactivated
      version
    }
    brandingThemes {
      id
      name
    }
  }
`);
export const CreateSupplierBillingTypeMutation = graphql(`
  mutation CreateSupplierBillingType($input: SupplierBillingTypeInput!) {
    createSupplierBillingType(input: $input) {
      id
    }
  }
`);
export const UpdateSupplierBillingTypeMutation = graphql(`
  mutation UpdateSupplierBillingType($id: Int!, $input: SupplierBillingTypeInput!) {
    updateSupplierBillingType(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const LicenceCategoriesQuery = graphql(`
  query SettingsLicenceCategories {
    licenceCategories(all: true) {
      id
      name
      description
      isDeactivated
      version
    }
  }
`);
export const CreateLicenceCategoryMutation = graphql(`
  mutation CreateLicenceCategory($input: DescribedSettingInput!) {
    createLicenceCategory(input: $input) {
      id
    }
  }
`);
export const UpdateLicenceCategoryMutation = graphql(`
  mutation UpdateLicenceCategory($id: Int!, $input: DescribedSettingInput!) {
    updateLicenceCategory(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const LedgerNumbersQuery = graphql(`
  query SettingsLedgerNumbers {
    ledgerNumbers(all: true) {
      id
      name
      description
      isDeactivated
      version
    }
  }
`);
export const CreateLedgerNumberMutation = graphql(`
  mutation CreateLedgerNumber($input: DescribedSettingInput!) {
    createLedgerNumber(input: $input) {
      id
    }
  }
`);
export const UpdateLedgerNumberMutation = graphql(`
  mutation UpdateLedgerNumber($id: Int!, $input: DescribedSettingInput!) {
    updateLedgerNumber(id: $id, input: $input) {
      id
      version
    }
  }
`);

/** Read-only lists: currencies (saving is not implemented, behaviour.md "Settings / Settings screen") and account codes. */
export const ReadOnlyListsQuery = graphql(`
  query SettingsReadOnlyLists {
    currencies {
      id
      code
      name
      symbol
    }
    accountCodes {
      id
      code
      name
    }
  }
`);
