import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { SettingsAtlasUsersQuery } from '../../../gql/graphql';
import { AtlasUsersQuery, ChangeAtlasUserPasswordMutation, CreateAtlasUserMutation, UpdateAtlasUserMutation } from '../people.operations';
import { useSaveFeedback } from './useSaveFeedback';

export type BackOfficeUserRow = SettingsAtlasUsersQuery['atlasUsers'][number];

export interface UserValues {
  username: string;
  email: string;
  name?: string;
  isAdmin: boolean;
  isAccounts: boolean;
  isManager: boolean;
  isDeactivated: boolean;
  password?: string;
  confirmPassword?: string;
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type UsersFilter = { username?: string; email?: string; isDeactivated: boolean };

/**
 * The back-office users matching the filters, the user being added or edited, the user whose password
 * is being changed, and saving either with its notice.
 */
export function useBackOfficeUsers() {
  const [filter, setFilter] = useState<UsersFilter>({ isDeactivated: false });
  const { data, loading } = useQuery(AtlasUsersQuery, { variables: filter });
  const opts = { refetchQueries: [AtlasUsersQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateAtlasUserMutation, opts);
  const [update] = useMutation(UpdateAtlasUserMutation, opts);
  const [changePassword] = useMutation(ChangeAtlasUserPasswordMutation);
  const [editing, setEditing] = useState<BackOfficeUserRow | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<BackOfficeUserRow | null>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const row = editing === 'new' ? null : editing;

  const run = async (work: () => Promise<unknown>, done: string, close: () => void) => {
    setSaving(true);
    try {
      await work();
      feedback.saved(done);
      close();
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const save = (v: UserValues) =>
    run(
      () => (row ? update({ variables: { id: row.id, input: { username: v.username, email: v.email, name: v.name, isAdmin: v.isAdmin, isAccounts: v.isAccounts, isManager: v.isManager, isDeactivated: v.isDeactivated, version: row.version } } }) : create({ variables: { input: v } })),
      'User saved',
      () => setEditing(null),
    );

  const savePassword = (v: NewPasswordValues) => run(() => changePassword({ variables: { id: passwordFor!.id, input: v } }), 'Password changed', () => setPasswordFor(null));

  return { filter, setFilter, rows: data?.atlasUsers ?? [], loading, editing, setEditing, row, passwordFor, setPasswordFor, saving, save, savePassword };
}
