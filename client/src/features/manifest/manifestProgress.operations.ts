/** The manifest screen's progress: the office's editor and the live events that refresh the screen. */
import { graphql } from '../../gql';

/** The office's date-time editor for stop progress (behaviour.md "Manifests / Stop progress"). */
export const EditStopProgressMutation = graphql(`
  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {
    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {
      ...ManifestStopFields
    }
  }
`);

/** Live stop progress (the status colour changes as stops complete). */
export const ManifestStopProgressSubscription = graphql(`
  subscription ManifestStopProgress {
    stopProgress {
      consignmentAddressId
      manifestId
      isOnRoute
      hasArrived
      isCompleted
    }
  }
`);

/** Any change to a manifest (another user's save, supplier, exchange). */
export const ManifestScreenChangedSubscription = graphql(`
  subscription ManifestScreenChanged {
    manifestChanged {
      manifestId
      action
    }
  }
`);

/** PUT /Manifests/{id}/Acknowledgement: the editor's Acknowledged step (a time sets it, null clears it). */
export const SetAcknowledgementMutation = graphql(`
  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {
    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {
      ...ManifestScreenFields
    }
  }
`);
