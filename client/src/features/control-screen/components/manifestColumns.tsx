import type { TableColumnType } from 'antd';
import { compareCells } from '../../../lib/compare';
import { hrefOf } from '../../../app/router/routes';
import { MANIFEST_TEXT, MANIFEST_VALUES, type ManifestRow } from '../manifestRules';

const WIDTHS: Record<string, number> = {
  status: 150,
  manifestNumber: 120,
  startDeliveryDate: 150,
  customers: 200,
  consignmentNumbers: 160,
  lastDeliveryAddress: 220,
  numberOfStops: 80,
  miles: 80,
  minutes: 90,
  sent: 80,
  acknowledged: 110,
  dateCreated: 150,
};

/** The status colour swatch and name of a manifest (spec 1 §9 status colours). */
const statusCell = (m: ManifestRow) => (
  <span data-testid={`manifest-status-${m.manifestNumber}`}>
    <span
      data-testid="status-swatch"
      title={m.statusColour.name}
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
    {m.statusColour.name}
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

/** antd columns for the visible keys, in column order; the list opens sorted by start delivery date. */
export function manifestTableColumns(
  all: readonly { key: string; name: string }[],
  visible: readonly string[],
): TableColumnType<ManifestRow>[] {
  return all
    .filter((col) => visible.includes(col.key) && MANIFEST_VALUES[col.key])
    .map((col) => {
      const value = MANIFEST_VALUES[col.key];
      const shown = RENDER[col.key] ?? MANIFEST_TEXT[col.key] ?? value;
      return {
        key: col.key,
        title: col.name,
        width: WIDTHS[col.key] ?? 140,
        ellipsis: true,
        defaultSortOrder: col.key === 'startDeliveryDate' ? ('ascend' as const) : undefined,
        sorter: (a: ManifestRow, b: ManifestRow) => compareCells(value(a), value(b)),
        render: (_: unknown, m: ManifestRow) => <span data-testid={`manifest-cell-${col.key}`}>{shown(m)}</span>,
      };
    });
}
