import { EditModal } from '../components/EditModal';
import { PasswordFields } from '../components/PasswordFields';
import { SettingsTable } from '../components/SettingsTable';
import { useBackOfficeUsers, type BackOfficeUserRow, type NewPasswordValues, type UserValues } from '../hooks/useBackOfficeUsers';
import { backOfficeUserColumns } from './backOfficeUserColumns';
import { BackOfficeUserFields } from './BackOfficeUserFields';
import { UsersFilters } from './UsersFilters';

/** Back-office users (behaviour.md "Settings / Settings screen"; "Accounts / Issue filters"; "Settings / Back-office users"): search, create with a confirmed password, flags, deactivate. */
export function BackOfficeUsersSection({ isAdmin }: { isAdmin: boolean }) {
  const { filter, setFilter, rows, loading, editing, setEditing, row, passwordFor, setPasswordFor, saving, save, savePassword } = useBackOfficeUsers();

  return (
    <>
      <SettingsTable<BackOfficeUserRow>
        testId="users"
        title="Back-office users"
        rows={rows}
        loading={loading}
        extra={<UsersFilters filter={filter} setFilter={setFilter} />}
        searchText={(r) => `${r.username} ${r.email} ${r.name}`}
        onAdd={isAdmin ? () => setEditing('new') : undefined}
        columns={backOfficeUserColumns({ onEdit: setEditing, onChangePassword: setPasswordFor })}
      />
      <EditModal<UserValues>
        testId="users"
        title={row ? `Edit ${row.username}` : 'New back-office user'}
        open={editing !== null}
        initialValues={row ? { ...row, username: row.username ?? '', email: row.email ?? '', isAdmin: !!row.isAdmin, isAccounts: !!row.isAccounts, isManager: !!row.isManager, isDeactivated: !!row.isDeactivated } : { isAdmin: false, isAccounts: false, isManager: false, isDeactivated: false }}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
        <BackOfficeUserFields isAdmin={isAdmin} isNew={!row} />
      </EditModal>
      <EditModal<NewPasswordValues>
        testId="user-password"
        title={`Change the password of ${passwordFor?.username ?? ''}`}
        open={passwordFor !== null}
        initialValues={{}}
        saving={saving}
        onCancel={() => setPasswordFor(null)}
        onSave={savePassword}
      >
        <PasswordFields passwordName="newPassword" />
      </EditModal>
    </>
  );
}
