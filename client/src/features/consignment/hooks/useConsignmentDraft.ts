import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../../app/session/SessionContext';
import { BookingCustomerQuery, ConsignmentQuery } from '../consignment.operations';
import { draftFromConsignment, emptyDraft, type ConsignmentDraft, type LoadedConsignment } from '../consignmentDraft';
import { clearPendingCopy, peekPendingCopy } from '../pendingCopy';

/**
 * The consignment being edited: the loaded one (by id) or a new booking (for a customer user, their
 * own customer), the form's draft and whether it differs from what was loaded.
 */
export function useConsignmentDraft(id: number | null, user: SessionUser) {
  const office = user.role === 'OFFICE';
  const query = useQuery(ConsignmentQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const ownCustomer = useQuery(BookingCustomerQuery, {
    variables: { id: user.customerId ?? 0 },
    skip: office || id !== null || user.customerId == null,
  });
  const [loaded, setLoaded] = useState<LoadedConsignment | null>(null);
  const [baseline, setBaseline] = useState<ConsignmentDraft | null>(null);
  const [draft, setDraft] = useState<ConsignmentDraft | null>(null);
  // behaviour.md "Booking / Consignment screen": with no id, a pending copy (issue 19 item 3) is the starting form; against an empty baseline it is unsaved.
  // Read in the state's initialiser and forgotten only once the screen has committed: a first render that suspended
  // (the screen's lazy parts) was thrown away with the copy it had taken, and the form opened empty.
  const [copy] = useState(() => (id === null ? peekPendingCopy() : null));
  useEffect(() => {
    if (copy) clearPendingCopy();
  }, [copy]);

  const reset = (c: LoadedConsignment) => {
    const d = draftFromConsignment(c);
    setLoaded(c);
    setBaseline(d);
    setDraft(d);
  };

  useEffect(() => {
    if (query.data) reset(query.data.consignment);
  }, [query.data]);
  useEffect(() => {
    if (id !== null || (!office && !ownCustomer.data)) return;
    const d = emptyDraft(office ? null : (ownCustomer.data?.customer ?? null));
    setBaseline(d);
    setDraft(copy ?? d);
  }, [id, office, ownCustomer.data, copy]);

  const dirty = draft !== null && baseline !== null && JSON.stringify(draft) !== JSON.stringify(baseline);
  return {
    loaded,
    /** Whether the form started as a copy of another consignment. */
    isCopy: copy !== null,
    draft,
    setDraft,
    dirty,
    reset,
    loading: query.loading,
    error: query.error ?? ownCustomer.error,
    refetch: () => void query.refetch(),
  };
}
