import { Input, Select, Space } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import type { UsersFilter } from '../hooks/useBackOfficeUsers';

/** The back-office users' filters (behaviour.md "Accounts / Issue filters"): username, e-mail, and active or deactivated. */
export function UsersFilters({ filter, setFilter }: { filter: UsersFilter; setFilter: Dispatch<SetStateAction<UsersFilter>> }) {
  return (
    <Space wrap data-testid="users-filters">
      <Input allowClear placeholder="Username" style={{ width: 140 }} onChange={(e) => setFilter((f) => ({ ...f, username: e.target.value || undefined }))} data-testid="users-filter-username" />
      <Input allowClear placeholder="E-mail" style={{ width: 160 }} onChange={(e) => setFilter((f) => ({ ...f, email: e.target.value || undefined }))} data-testid="users-filter-email" />
      <Select
        aria-label="Active or deactivated"
        value={filter.isDeactivated}
        style={{ width: 130 }}
        onChange={(isDeactivated: boolean) => setFilter((f) => ({ ...f, isDeactivated }))}
        options={[{ value: false, label: 'Active' }, { value: true, label: 'Deactivated' }]}
        data-testid="users-filter-deactivated"
      />
    </Space>
  );
}
