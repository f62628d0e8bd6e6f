import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ControlScreenLookupsQuery } from '../consignments.operations';
import { useManifestColumnChoice } from '../hooks/useManifestColumnChoice';
import { useManifestList } from '../hooks/useManifestList';
import { useManifestRowActions } from '../hooks/useManifestRowActions';
import { reselect } from '../liveRefresh';
import { MANIFEST_COLUMNS } from '../manifestRules';
import { FiltersCollapse } from './FiltersCollapse';
import { manifestTableColumns } from './manifestColumns';
import { ManifestsToolbar } from './ManifestsToolbar';
import { ManifestTable } from './ManifestTable';

// Loaded when first opened, not with the tab: the office's first screen stays small (issue 26 item 5).
const ManifestFilters = lazy(() => import('./ManifestFilters').then((m) => ({ default: m.ManifestFilters })));
const ManifestDetailModal = lazy(() => import('./ManifestDetailModal').then((m) => ({ default: m.ManifestDetailModal })));
const AssignSupplierModal = lazy(() => import('./AssignSupplierModal').then((m) => ({ default: m.AssignSupplierModal })));
const TransportExchangeModal = lazy(() => import('./TransportExchangeModal').then((m) => ({ default: m.TransportExchangeModal })));

/**
 * The Manifests tab of the control screen (behaviour.md "Control screen / Manifests tab", office only): filters, a sortable virtual list
 * with a status colour per row, column picker, export, detail modal, supplier assignment and Send.
 */
export function ManifestsTab() {
  const lookups = useQuery(ControlScreenLookupsQuery);
  const { visible, choose } = useManifestColumnChoice();
  const list = useManifestList();
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = reselect(list.rows, detailId);
  const row = useManifestRowActions(list.refresh);
  const columns = useMemo(() => manifestTableColumns(MANIFEST_COLUMNS, visible), [visible]);

  return (
    <div data-testid="manifests-tab">
      <FiltersCollapse toggleTestId="manifest-filters-toggle" defaultOpen={false}>
        <ManifestFilters value={list.filters} onChange={list.setFilters} onSearch={list.runSearch} vehicleTypes={lookups.data?.vehicleTypes ?? []} />
      </FiltersCollapse>
      <ManifestsToolbar onSearch={list.runSearch} visible={visible} onChoose={choose} lastSearch={list.lastSearch} />
      {list.filterError && <Alert type="error" title={list.filterError} data-testid="manifest-filter-error" style={{ marginBottom: 8 }} />}
      {list.error && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <ManifestTable
        rows={list.rows}
        loading={list.loading}
        columns={columns}
        onOpen={setDetailId}
        onAssign={row.assign}
        onSend={(m) => void row.sendRow(m)}
        onExchange={row.exchange}
      />
      <Suspense fallback={null}>
        {detail && <ManifestDetailModal manifest={detail} onClose={() => setDetailId(null)} />}
        {row.exchanging && <TransportExchangeModal manifest={row.exchanging} onClose={row.closeExchange} onDone={row.exchanged} />}
        {row.assigning && <AssignSupplierModal manifest={row.assigning} onClose={row.closeAssign} onAssigned={row.assigned} />}
      </Suspense>
    </div>
  );
}
