/** Account operations of the signed-in user (typed by codegen). */
import { graphql } from '../../gql';

/** Changes a user's password (spec 1 §7: PUT /Users/ChangePassword/{id}). */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {
    changePassword(id: $id, input: $input)
  }
`);
