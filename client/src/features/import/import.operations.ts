/** The import screen's GraphQL: only the office's customer search (everything else is REST, for the multipart upload). */
import { graphql } from '../../gql';

export const ImportCustomersQuery = graphql(`
  query ImportCustomers($customerName: String!) {
    searchCustomers(customerName: $customerName) {
      id
      name
    }
  }
`);
