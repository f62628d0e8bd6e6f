import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { SessionUser } from '../../../app/session/SessionContext';
import { ControlScreenLookupsQuery } from '../consignments.operations';
import type { ConsignmentRow } from '../consignmentRules';
import { useColumnChoice } from '../hooks/useColumnChoice';
import { useConsignmentList } from '../hooks/useConsignmentList';
import { useCopyRow } from '../hooks/useCopyRow';
import { reselect } from '../liveRefresh';
import { ConsignmentsToolbar } from './ConsignmentsToolbar';
import { ConsignmentTable } from './ConsignmentTable';
import { tableColumns } from './consignmentColumns';
import { FiltersCollapse } from './FiltersCollapse';

// Loaded when first opened, not with the tab: the office's first screen stays small (issue 26 item 5).
const ConsignmentFilters = lazy(() => import('./ConsignmentFilters').then((m) => ({ default: m.ConsignmentFilters })));
const ConsignmentDetailModal = lazy(() => import('./ConsignmentDetailModal').then((m) => ({ default: m.ConsignmentDetailModal })));
const CreateManifestModal = lazy(() => import('./CreateManifestModal').then((m) => ({ default: m.CreateManifestModal })));

/**
 * The Consignments tab of the control screen (behaviour.md "Control screen / Consignments tab"): filters, a sortable virtual list, export, copy;
 * the list refreshes itself when consignments or manifests change (issue 6).
 */
export function ConsignmentsTab({ user }: { user: SessionUser }) {
  const office = user.role === 'OFFICE';
  const lookups = useQuery(ControlScreenLookupsQuery);
  const lookupColumns = lookups.data?.consignmentControlScreenColumns ?? [];
  const vehicleTypes = lookups.data?.vehicleTypes ?? [];
  const { visible, choose } = useColumnChoice(user, lookupColumns);
  const list = useConsignmentList(office);
  // The detail modal follows the row by id, so a live refresh shows its fresh data (issue 6).
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = reselect(list.rows, detailId);
  const copyRow = useCopyRow();
  // behaviour.md "Booking / Consignment lifecycle"; "Roles and access / Roles": office users pick consignments and make a manifest of their free stops.
  const [selected, setSelected] = useState<number[]>([]);
  const [planning, setPlanning] = useState(false);
  const chosen = selected.map((id) => list.rows.find((r) => r.id === id)).filter((r): r is ConsignmentRow => r !== undefined);
  const columns = useMemo(() => tableColumns(lookupColumns, visible, office), [lookupColumns, visible, office]);

  return (
    <div data-testid="consignments-tab">
      <FiltersCollapse toggleTestId="filters-toggle" defaultOpen={!office}>
        <ConsignmentFilters value={list.filters} onChange={list.setFilters} onSearch={list.runSearch} office={office} vehicleTypes={vehicleTypes} />
      </FiltersCollapse>
      <ConsignmentsToolbar
        office={office}
        onSearch={list.runSearch}
        chosen={chosen.length}
        onCreateManifest={() => setPlanning(true)}
        columns={lookupColumns}
        visible={visible}
        onChoose={choose}
        lastSearch={list.lastSearch}
      />
      {list.filterError && <Alert type="error" title={list.filterError} data-testid="filter-error" style={{ marginBottom: 8 }} />}
      {list.error && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <ConsignmentTable
        rows={list.rows}
        loading={list.loading}
        columns={columns}
        selection={office ? { selected, onSelect: setSelected } : undefined}
        onOpen={setDetailId}
        onCopy={(id) => void copyRow(id)}
      />
      <Suspense fallback={null}>
        {detail && <ConsignmentDetailModal consignment={detail} office={office} onClose={() => setDetailId(null)} />}
        {planning && <CreateManifestModal rows={chosen} vehicleTypes={vehicleTypes} onClose={() => setPlanning(false)} />}
      </Suspense>
    </div>
  );
}
