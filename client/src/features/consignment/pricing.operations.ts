/** What the live price preview reads (spec 1 §3 pricing): matrices, area rules and the backload multiplier. */
import { graphql } from '../../gql';

export const PriceMatrixFields = graphql(`
  fragment PreviewMatrixFields on PriceMatrix {
    id
    customerId
    vehicleTypeId
    matrixType
    priceIncrement
    minimumPrice
    rows {
      from
      to
      interval
      priceBreak
    }
  }
`);

export const PricingLookupsQuery = graphql(`
  query PricingLookups {
    priceMatrices {
      ...PreviewMatrixFields
    }
    areaAdditionalChargeRules {
      id
      name
      order
      postcodes
      postcodeExclusions
      vehicleTypeIds
      pricePercentage
      maxPrice
      costPercentage
      maxCost
    }
    globalSettings {
      backloadMultiplier
    }
  }
`);

export const CustomerMatricesQuery = graphql(`
  query PreviewCustomerMatrices($customerId: Int!) {
    customerMatrices(customerId: $customerId) {
      ...PreviewMatrixFields
    }
  }
`);

/** Office only: customers never see cost. */
export const CostingMatricesQuery = graphql(`
  query PreviewCostingMatrices {
    costingMatrices {
      ...PreviewMatrixFields
    }
  }
`);
