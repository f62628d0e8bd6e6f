/** Sign-in operations (typed by codegen). */
import { graphql } from '../../gql';

/** Sign-in for every role; office users on a new device are asked for an e-mailed code (614). */
export const AuthenticateMutation = graphql(`
  mutation Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      token
      expiresAt
      user {
        ...SessionUser
      }
    }
  }
`);
