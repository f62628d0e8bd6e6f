/** Account operations of the signed-in user (typed by codegen). */
import { graphql } from '../../gql';

/** Changes a user's password (behaviour.md "Sign-in and sessions / Changing a password": PUT /Users/ChangePassword/{id}). */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {
    changePassword(id: $id, input: $input)
  }
`);
