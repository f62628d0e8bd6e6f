import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Collapse, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { hrefOf } from '../../../app/router/routes';
import type { SessionUser } from '../../../app/session/SessionContext';
import { CopyConsignmentMutation, ControlScreenLookupsQuery } from '../consignments.operations';
import type { ConsignmentRow } from '../consignmentRules';
import { downloadExport } from '../exportCsv';
import { useColumnChoice } from '../hooks/useColumnChoice';
import { useConsignmentSearch } from '../hooks/useConsignmentSearch';
import { useLiveRefresh } from '../hooks/useLiveRefresh';
import { reselect } from '../liveRefresh';
import { ColumnPicker } from './ColumnPicker';
import { ConsignmentDetailModal } from './ConsignmentDetailModal';
import { ConsignmentFilters, initialFilters, toSearchInput, type FilterState } from './ConsignmentFilters';
import { tableColumns } from './consignmentColumns';

const TABLE_HEIGHT = 520;

/**
 * The Consignments tab of the control screen (spec 1 §2): filters, a sortable virtual list, export, copy;
 * the list refreshes itself when consignments or manifests change (issue 6).
 */
export function ConsignmentsTab({ user }: { user: SessionUser }) {
  const office = user.role === 'OFFICE';
  const { message } = App.useApp();
  const lookups = useQuery(ControlScreenLookupsQuery);
  const lookupColumns = lookups.data?.consignmentControlScreenColumns ?? [];
  const { visible, choose } = useColumnChoice(user, lookupColumns);
  const [filters, setFilters] = useState<FilterState>(() => initialFilters(new Date()));
  const { rows, loading, error, filterError, lastSearch, search, refresh } = useConsignmentSearch();
  // The detail modal follows the row by id, so a live refresh shows its fresh data (issue 6).
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = reselect(rows, detailId);
  useLiveRefresh(refresh, { office });
  const [copy] = useMutation(CopyConsignmentMutation);

  const runSearch = () => search(toSearchInput(filters));
  // spec 1 §2: customers see the list at once; office users search when they are ready.
  useEffect(() => {
    if (!office) search(toSearchInput(initialFilters(new Date())));
  }, [office, search]);

  const columns = useMemo(() => tableColumns(lookupColumns, visible, office), [lookupColumns, visible, office]);
  const copyRow = async (id: number) => {
    try {
      const result = await copy({ variables: { id } });
      if (result.data) window.location.hash = hrefOf({ name: 'consignment', id: String(result.data.copyConsignment.id) });
    } catch {
      void message.error('An error has occurred.');
    }
  };
  const actions = {
    key: 'actions',
    title: '',
    width: 170,
    fixed: 'right' as const,
    render: (_: unknown, c: ConsignmentRow) => (
      <Space size={4} onClick={(e) => e.stopPropagation()}>
        <Button size="small" href={hrefOf({ name: 'consignment', id: String(c.id) })} data-testid={`open-${c.consignmentNumber}`}>
          Open
        </Button>
        <Button size="small" onClick={() => void copyRow(c.id)} data-testid={`copy-${c.consignmentNumber}`}>
          Copy
        </Button>
      </Space>
    ),
  };
  const exportCsv = () =>
    lastSearch && downloadExport(lastSearch).catch(() => void message.error('An error has occurred.'));

  return (
    <div data-testid="consignments-tab">
      <Collapse
        defaultActiveKey={office ? [] : ['filters']}
        items={[
          {
            key: 'filters',
            label: <span data-testid="filters-toggle">Filters</span>,
            children: (
              <ConsignmentFilters
                value={filters}
                onChange={setFilters}
                onSearch={runSearch}
                office={office}
                vehicleTypes={lookups.data?.vehicleTypes ?? []}
              />
            ),
          },
        ]}
      />
      <Space style={{ margin: '12px 0' }} wrap>
        {office && (
          <Button type="primary" onClick={runSearch} data-testid="consignment-search-top">
            Search
          </Button>
        )}
        <Button href={hrefOf({ name: 'consignment' })} data-testid="new-consignment">
          New consignment
        </Button>
        <ColumnPicker columns={lookupColumns} visible={visible} onChoose={choose} />
        <Button onClick={() => void exportCsv()} disabled={!lastSearch} data-testid="export-csv">
          Export CSV
        </Button>
      </Space>
      {filterError && <Alert type="error" title={filterError} data-testid="filter-error" style={{ marginBottom: 8 }} />}
      {error && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <Table<ConsignmentRow>
        virtual
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[...columns, actions]}
        pagination={false}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 140), 170), y: TABLE_HEIGHT }}
        onRow={(c) => ({ onClick: () => setDetailId(c.id), 'data-testid': `consignment-row-${c.consignmentNumber}` }) as object}
        data-testid="consignment-table"
      />
      <ConsignmentDetailModal consignment={detail} office={office} onClose={() => setDetailId(null)} />
    </div>
  );
}
