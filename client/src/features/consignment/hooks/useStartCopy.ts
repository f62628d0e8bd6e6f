import { useApolloClient } from '@apollo/client/react';
import { hrefOf } from '../../../app/router/routes';
import { ConsignmentQuery } from '../consignment.operations';
import type { LoadedConsignment } from '../consignmentDraft';
import { copyDraft, setPendingCopy } from '../pendingCopy';

/**
 * Copy (behaviour.md "Control screen / Consignments tab"; "Booking / Consignment lifecycle"; issue 19 item 3): opens the new-consignment screen prefilled with a copy of the
 * consignment (loaded here when only its id is known). Nothing is stored until the copy is saved.
 */
export function useStartCopy() {
  const client = useApolloClient();
  return async (source: LoadedConsignment | number): Promise<void> => {
    const c = typeof source === 'number'
      ? (await client.query({ query: ConsignmentQuery, variables: { id: source }, fetchPolicy: 'network-only' })).data?.consignment
      : source;
    if (!c) throw new Error(`Consignment ${String(source)} could not be read`);
    setPendingCopy(copyDraft(c));
    window.location.hash = hrefOf({ name: 'consignment' });
  };
}
