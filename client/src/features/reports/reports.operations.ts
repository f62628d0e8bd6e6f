/** The Reports screen's queries (behaviour.md "Reports / Reports screen" Reports, behaviour.md "Reports / Report contents"), typed by codegen. */
import { graphql } from '../../gql';

export const SimpleProfitabilityQuery = graphql(`
  query ReportSimpleProfitability($from: String!, $to: String!, $customerName: String) {
    simpleProfitability(from: $from, to: $to, customerName: $customerName) {
      lines {
        date
        day
        totalNumberConsignments
        totalNumberManifests
        price
        cost
        profit
        margin
      }
      totals {
        totalNumberConsignments
        totalNumberManifests
        price
        cost
        profit
        margin
      }
    }
  }
`);

export const ProfitabilityQuery = graphql(`
  query ReportProfitability($from: String!, $to: String!, $customerName: String) {
    profitability(from: $from, to: $to, customerName: $customerName) {
      lines {
        consignmentId
        consignmentNumber
        startDateTime
        customerName
        vehicleType
        poNumber
        customerReference
        manifestNumbers
        price
        cost
        profit
        margin
      }
      totals {
        numberOfConsignments
        price
        cost
        profit
        margin
      }
    }
  }
`);

export const SupplierEarningsQuery = graphql(`
  query ReportSupplierEarnings($from: String!, $to: String!) {
    supplierEarnings(from: $from, to: $to) {
      supplierId
      supplierName
      numberOfManifests
      costTotal
      deductions
      net
    }
  }
`);

export const CreditReportQuery = graphql(`
  query ReportCredit {
    customerCreditReport {
      id
      name
      accountType
      isOnStop
      creditLimit
      outstandingBalance
      overLimit
      isOverLimit
    }
  }
`);

export const UserIpLogsQuery = graphql(`
  query ReportUserIpLogs($from: String!, $to: String!) {
    userIpLogs(from: $from, to: $to) {
      id
      createdAt
      username
      ipAddress
      deviceUuid
      succeeded
      outcome
    }
  }
`);
