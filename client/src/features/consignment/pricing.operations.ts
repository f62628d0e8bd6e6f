/** What the live price preview reads (behaviour.md "Settings / Additional charges, area rules and price matrices" pricing): matrices, area rules and the backload multiplier. */
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

/** The route of the unsaved booking's located stops: miles and minutes as a save would store them. */
export const BookingRouteQuery = graphql(`
  query BookingRoute($stops: [RoutePointInput!]!) {
    bookingRoute(stops: $stops) {
      miles
      minutes
      isEstimate
    }
  }
`);
