/** The manifest screen's completion e-mails (behaviour.md "Manifests / Completion e-mails"): the ones waiting for the office, sent or skipped. */
import { graphql } from '../../gql';

/** The completion e-mails waiting for the office (behaviour.md "Manifests / Completion e-mails"). */
export const PendingConfirmationsQuery = graphql(`
  query ManifestPendingConfirmations($manifestId: Int!) {
    pendingConfirmations(manifestId: $manifestId) {
      id
      consignmentAddressId
      consignmentId
      stopType
      to
      subject
      body
      status
      createdAt
    }
  }
`);

/** POST /Emails/Confirmation (to, consignmentAddress). */
export const SendConfirmationMutation = graphql(`
  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {
    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {
      id
      status
    }
  }
`);

/** Skip one completion e-mail. */
export const SkipConfirmationMutation = graphql(`
  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {
    skipConfirmation(consignmentAddressId: $consignmentAddressId) {
      id
      status
    }
  }
`);

/** Skip all of a manifest's completion e-mails. */
export const SkipAllConfirmationsMutation = graphql(`
  mutation SkipAllConfirmationsScreen($manifestId: Int!) {
    skipAllConfirmations(manifestId: $manifestId)
  }
`);
