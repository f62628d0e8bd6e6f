import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CreateWhitelistedIpMutation, DeleteWhitelistedIpMutation, UpdateWhitelistedIpMutation, WhitelistedIpsQuery } from '../people.operations';
import { useSaveFeedback } from './useSaveFeedback';

export type WhitelistedIpRow = { id: number; value: string; version: number };

export interface IpValues {
  parts: number[];
}

/** The whitelisted addresses, which one is being added or edited, and saving or deleting one with its notice. */
export function useWhitelistedIps() {
  const { data, loading } = useQuery(WhitelistedIpsQuery);
  const opts = { refetchQueries: [WhitelistedIpsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateWhitelistedIpMutation, opts);
  const [update] = useMutation(UpdateWhitelistedIpMutation, opts);
  const [remove] = useMutation(DeleteWhitelistedIpMutation, opts);
  const [editing, setEditing] = useState<WhitelistedIpRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const row = editing === 'new' ? null : editing;

  const save = async ({ parts }: IpValues) => {
    setSaving(true);
    try {
      await (row ? update({ variables: { id: row.id, input: { parts, version: row.version } } }) : create({ variables: { input: { parts } } }));
      feedback.saved('IP address saved');
      setEditing(null);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const del = async (id: number) => {
    try {
      await remove({ variables: { id } });
      feedback.saved('IP address deleted');
    } catch (error) {
      feedback.failed(error);
    }
  };

  return { rows: data?.whitelistedIpAddresses ?? [], loading, editing, setEditing, row, saving, save, del };
}
