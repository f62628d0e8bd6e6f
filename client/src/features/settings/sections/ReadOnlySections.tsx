import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { ReadOnlyListsQuery } from '../catalogue.operations';
import { SettingsTable } from '../components/SettingsTable';

/** Currencies (behaviour.md "Settings / Settings screen"): listed only, saving is not implemented. */
export function CurrenciesSection() {
  const { data, loading } = useQuery(ReadOnlyListsQuery);
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="currencies-read-only">
        Currencies are read only: saving is not implemented.
      </Typography.Paragraph>
      <SettingsTable
        testId="currencies"
        title="Currencies"
        rows={data?.currencies ?? []}
        loading={loading}
        searchText={(r) => `${r.code} ${r.name}`}
        columns={[
          { title: 'Code', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Symbol', dataIndex: 'symbol' },
        ]}
      />
    </>
  );
}

/** Account codes (behaviour.md "Settings / Settings lists" GET /AccountCodes): the accounting system's list, read only here. */
export function AccountCodesSection() {
  const { data, loading } = useQuery(ReadOnlyListsQuery);
  return (
    <SettingsTable
      testId="account-codes"
      title="Account codes"
      rows={data?.accountCodes ?? []}
      loading={loading}
      searchText={(r) => `${r.code} ${r.name}`}
      columns={[
        { title: 'Code', dataIndex: 'code', sorter: (a, b) => a.code.localeCompare(b.code) },
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
      ]}
    />
  );
}
