/** Route planning's operations (issue 23), typed by codegen; GraphQL mirrors the REST routes under /api/Planning/. */
import { graphql } from '../../gql';

/** Optimise order: the proposed order of a manifest's stops with the figures before and after; nothing is saved. */
export const OptimiseManifestOrderQuery = graphql(`
  query OptimiseManifestOrder($manifestId: Int!) {
    optimiseManifestOrder(manifestId: $manifestId) {
      manifestId
      version
      stopIds
      changed
      before {
        miles
        minutes
        costPence
        lateMinutes
      }
      after {
        miles
        minutes
        costPence
        lateMinutes
      }
    }
  }
`);

/** The day's stops without a manifest (GET /ConsignmentAddresses/NoManifest, one London day). */
export const PlanningStopsQuery = graphql(`
  query PlanningStops($date: String!) {
    planningStops(date: $date) {
      id
      consignmentId
      rowVersion
      scheduledStartDateAndTime
      consignmentAddressType {
        id
        name
      }
      address {
        id
        shortAddress
        latitude
        longitude
      }
    }
  }
`);

/** Suppliers to plan with, by name (active ones, at most 20). */
export const PlanningSupplierSearchQuery = graphql(`
  query PlanningSupplierSearch($name: String) {
    supplierSearch(supplierName: $name) {
      id
      name
      smallestVehicle {
        id
        name
      }
    }
  }
`);

/** Asks for the day's plan; nothing is saved. */
export const PlanDayMutation = graphql(`
  mutation PlanDay($input: PlanDayInput!) {
    planDay(input: $input) {
      date
      isEstimate
      ms
      runs {
        supplierId
        supplierName
        vehicleTypeId
        vehicleTypeName
        stops {
          id
          version
        }
        miles
        minutes
        costPence
        pricePence
        marginPence
      }
      unassigned {
        id
        version
        reason
        message
      }
    }
  }
`);

/** Creates the accepted runs' manifests in one transaction; their ids. */
export const AcceptPlanMutation = graphql(`
  mutation AcceptPlan($runs: [AcceptedRunInput!]!) {
    acceptPlan(runs: $runs)
  }
`);

/** The runs' figures again after stops moved between them; nothing is saved. */
export const PlanRunFiguresQuery = graphql(`
  query PlanRunFigures($runs: [AcceptedRunInput!]!) {
    planRunFigures(runs: $runs) {
      vehicleTypeName
      miles
      minutes
      costPence
      pricePence
      marginPence
    }
  }
`);

/** How far the caller's planning run is, polled while planDay waits (decision 0168). */
export const PlanningProgressQuery = graphql(`
  query PlanningProgress($runId: String!) {
    planningProgress(runId: $runId) {
      runId
      state
      percent
      budgetSeconds
    }
  }
`);
