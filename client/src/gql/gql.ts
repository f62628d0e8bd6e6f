/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n": typeof types.SessionEndedDocument,
    "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n": types.SessionUserFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n": types.SessionEndedDocument,
    "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.AuthenticateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n"): (typeof documents)["\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;