/** Pricing settings (behaviour.md "Settings / Settings screen"; "Settings / Additional charges, area rules and price matrices"; issue 7 item 3): global settings, charges, area rules, matrices. */
import { graphql } from '../../gql';

export const GlobalSettingsQuery = graphql(`
  query SettingsGlobalSettings {
    globalSettings {
      id
      backloadMultiplier
      version
    }
  }
`);
export const UpdateGlobalSettingsMutation = graphql(`
  mutation UpdateGlobalSettings($id: Int!, $version: Int!, $backloadMultiplier: Float) {
    updateGlobalSettings(id: $id, version: $version, backloadMultiplier: $backloadMultiplier) {
      id
      backloadMultiplier
      version
    }
  }
`);

export const AdditionalChargeSettingsQuery = graphql(`
  query SettingsAdditionalCharges {
    additionalChargeSettings(all: true) {
      id
      chargeFor
      price
      cost
      isDeactivated
      version
    }
  }
`);
export const CreateAdditionalChargeMutation = graphql(`
  mutation CreateAdditionalCharge($input: AdditionalChargeInput!) {
    createAdditionalCharge(input: $input) {
      id
    }
  }
`);
export const UpdateAdditionalChargeMutation = graphql(`
  mutation UpdateAdditionalCharge($id: Int!, $input: AdditionalChargeInput!) {
    updateAdditionalCharge(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const AreaRuleSettingsQuery = graphql(`
  query SettingsAreaRules {
    areaRuleSettings(all: true) {
      id
      name
      order
      postcodes
      postcodeExclusions
      pricePercentage
      costPercentage
      maxPrice
      maxCost
      vehicleTypeIds
      vehicleTypes {
        id
        name
      }
      isDeactivated
      version
    }
  }
`);
export const CreateAreaRuleMutation = graphql(`
  mutation CreateAreaRule($input: AreaRuleInput!) {
    createAreaRule(input: $input) {
      id
    }
  }
`);
export const UpdateAreaRuleMutation = graphql(`
  mutation UpdateAreaRule($id: Int!, $input: AreaRuleInput!) {
    updateAreaRule(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const MoveAreaRuleMutation = graphql(`
  mutation MoveAreaRule($id: Int!, $version: Int!, $direction: MoveDirection!) {
    moveAreaRule(id: $id, version: $version, direction: $direction) {
      id
      order
      version
    }
  }
`);

export const PricingVehicleTypesQuery = graphql(`
  query PricingVehicleTypes {
    vehicleTypes {
      id
      name
      order
    }
  }
`);
export const PricingCustomersQuery = graphql(`
  query PricingCustomers {
    customers(isDeactivated: false) {
      id
      name
    }
  }
`);

export const PriceMatricesQuery = graphql(`
  query SettingsPriceMatrices {
    priceMatrices {
      ...SettingsPriceMatrix
    }
    costingMatrices {
      ...SettingsPriceMatrix
    }
  }
  fragment SettingsPriceMatrix on PriceMatrix {
    id
    name
    matrixType
    priceIncrement
    minimumPrice
    customerId
    vehicleTypeId
    vehicleType {
      id
      name
    }
    rows {
      id
      from
      to
      interval
      priceBreak
    }
    isDeactivated
    version
  }
`);
export const CustomerMatricesQuery = graphql(`
  query SettingsCustomerMatrices($customerId: Int!) {
    customerMatrices(customerId: $customerId) {
      ...SettingsPriceMatrix
    }
  }
`);
export const CreatePriceMatrixMutation = graphql(`
  mutation CreatePriceMatrix($input: PriceMatrixInput!) {
    createPriceMatrix(input: $input) {
      id
    }
  }
`);
export const UpdatePriceMatrixMutation = graphql(`
  mutation UpdatePriceMatrix($id: Int!, $input: PriceMatrixInput!) {
    updatePriceMatrix(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const DeletePriceMatrixMutation = graphql(`
  mutation DeletePriceMatrix($id: Int!) {
    deletePriceMatrix(id: $id)
  }
`);
