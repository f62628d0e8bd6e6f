/** The session's GraphQL operations (typed by codegen; see codegen.yml). */
import { graphql } from '../../gql';

/** The signed-in user's fields every screen may need: role and the admin/accounts/manager flags. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    username
    email
    name
    role
    isAdmin
    isAccounts
    isManager
    customerId
    supplierId
  }
`);

/** Confirms the stored token and loads who is signed in. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      ...SessionUser
    }
  }
`);

/** Public settings the client needs before sign-in: product name and session timings. */
export const AppConfigQuery = graphql(`
  query AppConfig {
    appConfig {
      productShortName
      sessionTimeoutMs
      sessionWarningMs
      mapTileUrl
      mapTileAttribution
      mapTrafficUrl
    }
  }
`);

/** Ends the server-side session; best-effort, its reply does not reset the inactivity clock. */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Pushed when the server ends this session elsewhere (e.g. a password change), so the modal opens at once. */
export const SessionEndedSubscription = graphql(`
  subscription SessionEnded {
    sessionEnded {
      userId
    }
  }
`);
