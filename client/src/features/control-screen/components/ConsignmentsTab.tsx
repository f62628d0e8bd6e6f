import { useQuery } from '@apollo/client/react';
import { Alert, App, Button, Collapse, Space, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LazyTable } from '../../../components/LazyTable';
import { hrefOf } from '../../../app/router/routes';
import type { SessionUser } from '../../../app/session/SessionContext';
import { useStartCopy } from '../../consignment/hooks/useStartCopy';
import { ControlScreenLookupsQuery } from '../consignments.operations';
import type { ConsignmentRow } from '../consignmentRules';
import { downloadExport } from '../exportCsv';
import { useColumnChoice } from '../hooks/useColumnChoice';
import { useConsignmentSearch } from '../hooks/useConsignmentSearch';
import { useLiveRefresh } from '../hooks/useLiveRefresh';
import { reselect } from '../liveRefresh';
import { initialFilters, toSearchInput, type FilterState } from '../filterState';
import { ColumnPicker } from './ColumnPicker';
import { tableColumns } from './consignmentColumns';

// Loaded when first opened, not with the tab: the office's first screen stays small (issue 26 item 5).
const ConsignmentFilters = lazy(() => import('./ConsignmentFilters').then((m) => ({ default: m.ConsignmentFilters })));
const ConsignmentDetailModal = lazy(() => import('./ConsignmentDetailModal').then((m) => ({ default: m.ConsignmentDetailModal })));
const CreateManifestModal = lazy(() => import('./CreateManifestModal').then((m) => ({ default: m.CreateManifestModal })));

const TABLE_HEIGHT = 520;

/**
 * The Consignments tab of the control screen (behaviour.md "Control screen / Consignments tab"): filters, a sortable virtual list, export, copy;
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
  const startCopy = useStartCopy();
  // behaviour.md "Booking / Consignment lifecycle"; "Roles and access / Roles": office users pick consignments and make a manifest of their free stops.
  const [selected, setSelected] = useState<number[]>([]);
  const [planning, setPlanning] = useState(false);
  const chosen = selected.map((id) => rows.find((r) => r.id === id)).filter((r): r is ConsignmentRow => r !== undefined);

  const runSearch = () => search(toSearchInput(filters));
  // behaviour.md "Control screen / Consignments tab": the default search (Today) runs on load, for office users as for customers (issue 19 item 10).
  useEffect(() => {
    search(toSearchInput(initialFilters(new Date())));
  }, [search]);

  const columns = useMemo(() => tableColumns(lookupColumns, visible, office), [lookupColumns, visible, office]);
  const copyRow = async (id: number) => {
    try {
      await startCopy(id);
    } catch {
      void message.error('An error has occurred.');
    }
  };
  const actions = {
    key: 'actions',
    title: '',
    width: 120,
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
              <Suspense fallback={<Spin />}>
                <ConsignmentFilters
                  value={filters}
                  onChange={setFilters}
                  onSearch={runSearch}
                  office={office}
                  vehicleTypes={lookups.data?.vehicleTypes ?? []}
                />
              </Suspense>
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
        {office && (
          <Button onClick={() => setPlanning(true)} disabled={chosen.length === 0} data-testid="create-manifest">
            Create manifest{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        )}
        <ColumnPicker columns={lookupColumns} visible={visible} onChoose={choose} />
        <Button onClick={() => void exportCsv()} disabled={!lastSearch} data-testid="export-csv">
          Export CSV
        </Button>
      </Space>
      {filterError && <Alert type="error" title={filterError} data-testid="filter-error" style={{ marginBottom: 8 }} />}
      {error && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <LazyTable<ConsignmentRow>
        height={TABLE_HEIGHT + 40}
        virtual
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[...columns, actions]}
        pagination={false}
        rowSelection={office ? { columnWidth: 32, selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (c) => ({ 'aria-label': `Select consignment ${c.consignmentNumber}` }) as object } : undefined}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 100), 120), y: TABLE_HEIGHT }}
        // A wide selection scrolls sideways (shift+wheel, trackpad); the sticky scrollbar sits under the last row, never over it.
        sticky
        onRow={(c) => ({ onClick: () => setDetailId(c.id), 'data-testid': `consignment-row-${c.consignmentNumber}` }) as object}
        data-testid="consignment-table"
      />
      <Suspense fallback={null}>
        {detail && <ConsignmentDetailModal consignment={detail} office={office} onClose={() => setDetailId(null)} />}
        {planning && <CreateManifestModal rows={chosen} vehicleTypes={lookups.data?.vehicleTypes ?? []} onClose={() => setPlanning(false)} />}
      </Suspense>
    </div>
  );
}
