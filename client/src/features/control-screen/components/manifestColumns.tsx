import { manifestStatusLabel } from '@domain/manifest';
import { compareCells } from '../../../lib/compare';
import { hrefOf } from '../../../app/router/routes';
import { Tag } from 'antd';
import type { VirtualColumn } from '../../../components/VirtualTable';
import { isRunningLate } from '../consignmentRules';
import { MANIFEST_TEXT, MANIFEST_VALUES, type ManifestRow } from '../manifestRules';

// Sized so that the default columns and the row actions fit a 1440px-wide screen beside the menu (issue 19 item 8);
// long text ends in an ellipsis (its full text is the cell's title) and wider selections scroll sideways.
const WIDTHS: Record<string, number> = {
  status: 90,
  manifestNumber: 65,
  startDeliveryDate: 108,
  vehicleType: 75,
  supplierName: 85,
  customers: 80,
  consignmentNumbers: 70,
  lastDeliveryAddress: 85,
  numberOfStops: 45,
  miles: 45,
  minutes: 60,
  calculatedCost: 80,
  cost: 60,
  sent: 45,
  acknowledged: 55,
  invoiceStatus: 90,
  dateCreated: 112,
  eta: 112,
};

/** The status colour swatch and name of a manifest (behaviour.md "Manifests / Manifest lifecycle and status colour" status colours). */
const statusCell = (m: ManifestRow) => (
  <span data-testid={`manifest-status-${m.manifestNumber}`}>
    <span
      data-testid="status-swatch"
      title={manifestStatusLabel(m.statusColour.name)}
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        marginRight: 6,
        verticalAlign: 'middle',
        border: '1px solid #999',
        background: m.statusColour.hexCode,
      }}
    />
    {manifestStatusLabel(m.statusColour.name)}
    {isRunningLate(m) && <Tag color="red" style={{ marginLeft: 4 }} data-testid={`manifest-late-${m.manifestNumber}`}>Late</Tag>}
  </span>
);

const manifestLink = (m: ManifestRow) => (
  <a
    href={hrefOf({ name: 'manifest', id: String(m.id) })}
    data-testid={`manifest-link-${m.manifestNumber}`}
    onClick={(e) => e.stopPropagation()}
  >
    {m.manifestNumber}
  </a>
);

const RENDER: Record<string, (m: ManifestRow) => React.ReactNode> = {
  status: statusCell,
  manifestNumber: manifestLink,
};

/** The table's columns for the visible keys, in column order; the list opens sorted by start delivery date. */
export function manifestTableColumns(
  all: readonly { key: string; name: string }[],
  visible: readonly string[],
): VirtualColumn<ManifestRow>[] {
  return all
    .filter((col) => visible.includes(col.key) && MANIFEST_VALUES[col.key])
    .map((col) => {
      const value = MANIFEST_VALUES[col.key];
      const shown = RENDER[col.key] ?? MANIFEST_TEXT[col.key] ?? value;
      return {
        key: col.key,
        title: col.name,
        width: WIDTHS[col.key] ?? 90,
        defaultSortOrder: col.key === 'startDeliveryDate' ? ('ascend' as const) : undefined,
        compare: (a: ManifestRow, b: ManifestRow) => compareCells(value(a), value(b)),
        render: (m: ManifestRow) => <span data-testid={`manifest-cell-${col.key}`}>{shown(m)}</span>,
      };
    });
}
