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
    "query AuthGoogleConfig {\n  siteConfig {\n    googleClientId\n  }\n}\n\nquery AuthLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}": typeof types.AuthGoogleConfigDocument,
    "query EventLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    address {\n      city\n      region\n    }\n  }\n}": typeof types.EventLocationsDocument,
    "mutation SubmitFranchiseInquiry($input: FranchiseInquiryInput!) {\n  submitFranchiseInquiry(input: $input)\n}": typeof types.SubmitFranchiseInquiryDocument,
    "query LeagueLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n    bays {\n      id\n    }\n  }\n}": typeof types.LeagueLocationsDocument,
    "query LessonLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n  }\n}": typeof types.LessonLocationsDocument,
    "query Locations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    timeZone\n    address {\n      line1\n      city\n      region\n      postalCode\n    }\n    bays {\n      id\n    }\n    openingHours {\n      weekday\n      opensAt\n      closesAt\n    }\n  }\n}": typeof types.LocationsDocument,
    "query ProfileLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    name\n    phone\n    preferredLocation\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": typeof types.ProfileLocationChoicesDocument,
    "mutation RecordPageView($path: String!, $visitorId: String!, $referrer: String) {\n  recordPageView(path: $path, visitorId: $visitorId, referrer: $referrer)\n}": typeof types.RecordPageViewDocument,
};
const documents: Documents = {
    "query AuthGoogleConfig {\n  siteConfig {\n    googleClientId\n  }\n}\n\nquery AuthLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}": types.AuthGoogleConfigDocument,
    "query EventLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    address {\n      city\n      region\n    }\n  }\n}": types.EventLocationsDocument,
    "mutation SubmitFranchiseInquiry($input: FranchiseInquiryInput!) {\n  submitFranchiseInquiry(input: $input)\n}": types.SubmitFranchiseInquiryDocument,
    "query LeagueLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n    bays {\n      id\n    }\n  }\n}": types.LeagueLocationsDocument,
    "query LessonLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n  }\n}": types.LessonLocationsDocument,
    "query Locations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    timeZone\n    address {\n      line1\n      city\n      region\n      postalCode\n    }\n    bays {\n      id\n    }\n    openingHours {\n      weekday\n      opensAt\n      closesAt\n    }\n  }\n}": types.LocationsDocument,
    "query ProfileLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    name\n    phone\n    preferredLocation\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": types.ProfileLocationChoicesDocument,
    "mutation RecordPageView($path: String!, $visitorId: String!, $referrer: String) {\n  recordPageView(path: $path, visitorId: $visitorId, referrer: $referrer)\n}": types.RecordPageViewDocument,
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
export function graphql(source: "query AuthGoogleConfig {\n  siteConfig {\n    googleClientId\n  }\n}\n\nquery AuthLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}"): (typeof documents)["query AuthGoogleConfig {\n  siteConfig {\n    googleClientId\n  }\n}\n\nquery AuthLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    address {\n      city\n      region\n    }\n  }\n}"): (typeof documents)["query EventLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    address {\n      city\n      region\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitFranchiseInquiry($input: FranchiseInquiryInput!) {\n  submitFranchiseInquiry(input: $input)\n}"): (typeof documents)["mutation SubmitFranchiseInquiry($input: FranchiseInquiryInput!) {\n  submitFranchiseInquiry(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LeagueLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n    bays {\n      id\n    }\n  }\n}"): (typeof documents)["query LeagueLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n    bays {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LessonLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n  }\n}"): (typeof documents)["query LessonLocations {\n  locations {\n    id\n    slug\n    name\n    phone\n    address {\n      line1\n      city\n      region\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Locations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    timeZone\n    address {\n      line1\n      city\n      region\n      postalCode\n    }\n    bays {\n      id\n    }\n    openingHours {\n      weekday\n      opensAt\n      closesAt\n    }\n  }\n}"): (typeof documents)["query Locations {\n  locations {\n    id\n    slug\n    name\n    phone\n    email\n    timeZone\n    address {\n      line1\n      city\n      region\n      postalCode\n    }\n    bays {\n      id\n    }\n    openingHours {\n      weekday\n      opensAt\n      closesAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    name\n    phone\n    preferredLocation\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"): (typeof documents)["query ProfileLocationChoices {\n  locations {\n    id\n    slug\n    name\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    name\n    phone\n    preferredLocation\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordPageView($path: String!, $visitorId: String!, $referrer: String) {\n  recordPageView(path: $path, visitorId: $visitorId, referrer: $referrer)\n}"): (typeof documents)["mutation RecordPageView($path: String!, $visitorId: String!, $referrer: String) {\n  recordPageView(path: $path, visitorId: $visitorId, referrer: $referrer)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;