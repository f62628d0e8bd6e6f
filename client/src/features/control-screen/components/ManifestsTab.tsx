import { exchangeRefusal } from '@domain/manifest';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Collapse, Space, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LazyTable } from '../../../components/LazyTable';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { ControlScreenLookupsQuery } from '../consignments.operations';
import { downloadManifestExport } from '../exportCsv';
import { useManifestColumnChoice } from '../hooks/useManifestColumnChoice';
import { useManifestSearch } from '../hooks/useManifestSearch';
import { SendManifestMutation } from '../manifests.operations';
import { reselect } from '../liveRefresh';
import { MANIFEST_COLUMNS, livePosting, type ManifestRow } from '../manifestRules';
import { initialManifestFilters, toManifestSearchInput, type ManifestFilterState } from '../filterState';
import { ColumnPicker } from './ColumnPicker';
import { manifestTableColumns } from './manifestColumns';

// Loaded when first opened, not with the tab: the office's first screen stays small (issue 26 item 5).
const ManifestFilters = lazy(() => import('./ManifestFilters').then((m) => ({ default: m.ManifestFilters })));
const ManifestDetailModal = lazy(() => import('./ManifestDetailModal').then((m) => ({ default: m.ManifestDetailModal })));
const AssignSupplierModal = lazy(() => import('./AssignSupplierModal').then((m) => ({ default: m.AssignSupplierModal })));
const TransportExchangeModal = lazy(() => import('./TransportExchangeModal').then((m) => ({ default: m.TransportExchangeModal })));

const TABLE_HEIGHT = 520;

/**
 * The Manifests tab of the control screen (behaviour.md "Control screen / Manifests tab", office only): filters, a sortable virtual list
 * with a status colour per row, column picker, export, detail modal, supplier assignment and Send.
 */
export function ManifestsTab() {
  const { message } = App.useApp();
  const lookups = useQuery(ControlScreenLookupsQuery);
  const { visible, choose } = useManifestColumnChoice();
  const [filters, setFilters] = useState<ManifestFilterState>(() => initialManifestFilters(new Date()));
  const { rows, loading, error, filterError, lastSearch, search, refresh } = useManifestSearch();
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = reselect(rows, detailId);
  const [assigning, setAssigning] = useState<ManifestRow | null>(null);
  const [exchanging, setExchanging] = useState<ManifestRow | null>(null);
  const [send] = useMutation(SendManifestMutation);

  const runSearch = () => search(toManifestSearchInput(filters));
  // The office's default tab opens on today's manifests.
  useEffect(() => search(toManifestSearchInput(initialManifestFilters(new Date()))), [search]);
  const columns = useMemo(() => manifestTableColumns(MANIFEST_COLUMNS, visible), [visible]);

  const sendRow = async (m: ManifestRow) => {
    try {
      await send({ variables: { id: m.id, version: m.version } });
      void message.success(`Manifest ${m.manifestNumber} sent`);
      refresh();
    } catch (e) {
      void message.error(readErrorInfo(e).message ?? 'An error has occurred.');
    }
  };
  const actions = {
    key: 'actions',
    title: '',
    width: 210,
    fixed: 'right' as const,
    render: (_: unknown, m: ManifestRow) => (
      <Space size={4} onClick={(e) => e.stopPropagation()}>
        <Button size="small" onClick={() => setAssigning(m)} data-testid={`assign-${m.manifestNumber}`}>
          Supplier
        </Button>
        <Button size="small" onClick={() => void sendRow(m)} data-testid={`send-${m.manifestNumber}`}>
          Send
        </Button>
        <Button
          size="small"
          type={livePosting(m) ? 'primary' : 'default'}
          ghost={!!livePosting(m)}
          disabled={!livePosting(m) && exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: m.statusColour.name === 'Completed' }) !== null}
          title={livePosting(m) ? undefined : (exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: m.statusColour.name === 'Completed' }) ?? undefined)}
          onClick={() => setExchanging(m)}
          data-testid={`exchange-${m.manifestNumber}`}
        >
          {livePosting(m) ? 'On exchange' : 'Exchange'}
        </Button>
      </Space>
    ),
  };
  const exportCsv = () =>
    lastSearch && downloadManifestExport(lastSearch).catch(() => void message.error('An error has occurred.'));

  return (
    <div data-testid="manifests-tab">
      <Collapse
        defaultActiveKey={[]}
        items={[
          {
            key: 'filters',
            label: <span data-testid="manifest-filters-toggle">Filters</span>,
            children: (
              <Suspense fallback={<Spin />}>
                <ManifestFilters
                  value={filters}
                  onChange={setFilters}
                  onSearch={runSearch}
                  vehicleTypes={lookups.data?.vehicleTypes ?? []}
                />
              </Suspense>
            ),
          },
        ]}
      />
      <Space style={{ margin: '12px 0' }} wrap>
        <Button type="primary" onClick={runSearch} data-testid="manifest-search-top">
          Search
        </Button>
        <ColumnPicker columns={MANIFEST_COLUMNS} visible={visible} onChoose={choose} testIdPrefix="manifest-" />
        <Button onClick={() => void exportCsv()} disabled={!lastSearch} data-testid="manifest-export-csv">
          Export CSV
        </Button>
      </Space>
      {filterError && <Alert type="error" title={filterError} data-testid="manifest-filter-error" style={{ marginBottom: 8 }} />}
      {error && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <LazyTable<ManifestRow>
        height={TABLE_HEIGHT + 40}
        virtual
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[...columns, actions]}
        pagination={false}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 90), 210), y: TABLE_HEIGHT }}
        // A wide selection scrolls sideways (shift+wheel, trackpad); the sticky scrollbar sits under the last row, never over it.
        sticky
        onRow={(m) => ({ onClick: () => setDetailId(m.id), 'data-testid': `manifest-row-${m.manifestNumber}` }) as object}
        data-testid="manifest-table"
      />
      <Suspense fallback={null}>
        {detail && <ManifestDetailModal manifest={detail} onClose={() => setDetailId(null)} />}
        {exchanging && (
          <TransportExchangeModal
            manifest={exchanging}
            onClose={() => setExchanging(null)}
            onDone={(done) => {
              setExchanging(null);
              void message.success(done);
              refresh();
            }}
          />
        )}
        {assigning && (
          <AssignSupplierModal
            manifest={assigning}
            onClose={() => setAssigning(null)}
            onAssigned={() => {
              setAssigning(null);
              refresh();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
