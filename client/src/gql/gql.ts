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
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": typeof types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": typeof types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationChanged($filter: MapFilterInput) {\n    supplierLocationChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": typeof types.SupplierLocationChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": typeof types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": typeof types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.GeocodeDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n": types.SessionUserFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n": types.SessionEndedDocument,
    "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationChanged($filter: MapFilterInput) {\n    supplierLocationChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": types.SupplierLocationChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.GeocodeDocument,
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n"): (typeof documents)["\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupplierLocationChanged($filter: MapFilterInput) {\n    supplierLocationChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n"): (typeof documents)["\n  subscription SupplierLocationChanged($filter: MapFilterInput) {\n    supplierLocationChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"): (typeof documents)["\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n"): (typeof documents)["\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;