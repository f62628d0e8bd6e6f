import { Tag } from 'antd';
import type { VirtualColumn } from '../../../components/VirtualTable';
import { compareCells } from '../../../lib/compare';
import { hrefOf } from '../../../app/router/routes';
import { ProofOfDeliveryButton } from '../../documents/ProofOfDeliveryButton';
import {
  collectionAddress,
  dateTime,
  deliveryAddress,
  etaOf,
  invoiceStatusName,
  isRunningLate,
  manifestIdOf,
  money,
  statusOf,
  type ConsignmentRow,
} from '../consignmentRules';

interface ColumnDef {
  value: (c: ConsignmentRow) => string | number;
  render?: (c: ConsignmentRow) => React.ReactNode;
  width?: number;
}

/** behaviour.md "Control screen / Consignments tab": office users are warned of an inactive or over-credit customer; customers never are. */
const customerCell = (office: boolean) => (c: ConsignmentRow) => (
  <>
    {c.customer.name}
    {office && c.customer.isDeactivated && <Tag color="orange" style={{ marginLeft: 4 }} data-testid="warning-inactive">Inactive</Tag>}
    {office && c.customer.isOverCreditLimit && <Tag color="red" style={{ marginLeft: 4 }} data-testid="warning-credit">Over credit</Tag>}
  </>
);

/** issue 25 items 1-2: the live ETA, and a Late tag while a stop runs late. */
const etaCell = (c: ConsignmentRow) => (
  <>
    {dateTime(etaOf(c))}
    {isRunningLate(c) && <Tag color="red" style={{ marginLeft: 4 }} data-testid={`late-${c.id}`}>Late</Tag>}
  </>
);

const manifestLink = (c: ConsignmentRow) => {
  const id = manifestIdOf(c);
  return id == null ? '' : (
    <a href={hrefOf({ name: 'manifest', id: String(id) })} data-testid={`manifest-link-${c.id}`} onClick={(e) => e.stopPropagation()}>
      {id}
    </a>
  );
};

/** The status, a Late tag while a stop runs late (issue 25 item 2), and for a completed consignment the download of its proof of delivery (issue 25 item 5). */
const statusCell = (c: ConsignmentRow) => (
  <>
    {statusOf(c)}
    {isRunningLate(c) && <Tag color="red" style={{ marginLeft: 4 }} data-testid={`status-late-${c.id}`}>Late</Tag>}
    {c.isCompleted && <ProofOfDeliveryButton compact consignmentId={c.id} consignmentNumber={c.consignmentNumber} />}
  </>
);

/**
 * The columns of the ConsignmentControlScreenColumns lookup (behaviour.md "Control screen / Consignments tab"'s 20 and the ETA), by key: the value sorted on and how it shows. Widths let
 * the default columns and the row actions fit a 1440px-wide screen (issue 19 item 8); long text ends in an ellipsis.
 */
const defs = (office: boolean): Record<string, ColumnDef> => ({
  consignmentNumber: { value: (c) => c.consignmentNumber, width: 75 },
  customerName: { value: (c) => c.customer.name, render: customerCell(office), width: 105 },
  customerReference: { value: (c) => c.customerReference ?? '', width: 80 },
  poNumber: { value: (c) => c.poNumber ?? '' },
  bookingContact: { value: (c) => c.contactName },
  consignmentType: { value: (c) => c.consignmentType?.name ?? '' },
  vehicleType: { value: (c) => c.vehicleType.name, width: 80 },
  startDate: { value: (c) => c.startDateTime ?? '', render: (c) => dateTime(c.startDateTime), width: 112 },
  collectionAddress: { value: collectionAddress, width: 100 },
  deliveryAddress: { value: deliveryAddress, width: 100 },
  numberOfStops: { value: (c) => c.consignmentAddresses.length, width: 55 },
  manifestNumber: { value: (c) => manifestIdOf(c) ?? 0, render: manifestLink, width: 70 },
  supplierName: { value: (c) => c.supplier?.name ?? '', width: 95 },
  status: { value: statusOf, render: statusCell, width: 95 },
  price: { value: (c) => c.price, render: (c) => money(c.price), width: 72 },
  cost: { value: (c) => c.cost ?? 0, render: (c) => money(c.cost), width: 75 },
  invoiceStatus: { value: (c) => c.invoiceStatus, render: (c) => invoiceStatusName(c.invoiceStatus) },
  dateCreated: { value: (c) => c.dateCreated, render: (c) => dateTime(c.dateCreated), width: 115 },
  createdBy: { value: (c) => c.createdBy?.name ?? '' },
  miles: { value: (c) => c.mileage ?? c.totalMiles, width: 55 },
  eta: { value: (c) => etaOf(c) ?? '', render: etaCell, width: 150 },
});

/** The table's columns for the visible keys, in lookup order; the list opens sorted by start date ascending. */
export function tableColumns(
  lookup: readonly { key: string; name: string }[],
  visible: readonly string[],
  office: boolean,
): VirtualColumn<ConsignmentRow>[] {
  const DEFS = defs(office);
  return lookup
    .filter((col) => visible.includes(col.key) && DEFS[col.key])
    .map((col) => {
      const def = DEFS[col.key];
      return {
        key: col.key,
        title: col.name,
        width: def.width ?? 100,
        defaultSortOrder: col.key === 'startDate' ? ('ascend' as const) : undefined,
        compare: (a: ConsignmentRow, b: ConsignmentRow) => compareCells(def.value(a), def.value(b)),
        render: (c: ConsignmentRow) => <span data-testid={`cell-${col.key}`}>{def.render ? def.render(c) : def.value(c)}</span>,
      };
    });
}
