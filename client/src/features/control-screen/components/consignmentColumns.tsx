import { Tag, type TableColumnType } from 'antd';
import { compareCells } from '../../../lib/compare';
import { hrefOf } from '../../../app/router/routes';
import {
  collectionAddress,
  dateTime,
  deliveryAddress,
  invoiceStatusName,
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

/** spec 1 §2: office users are warned of an inactive or over-credit customer; customers never are. */
const customerCell = (office: boolean) => (c: ConsignmentRow) => (
  <>
    {c.customer.name}
    {office && c.customer.isDeactivated && <Tag color="orange" style={{ marginLeft: 4 }} data-testid="warning-inactive">Inactive</Tag>}
    {office && c.customer.isOverCreditLimit && <Tag color="red" style={{ marginLeft: 4 }} data-testid="warning-credit">Over credit</Tag>}
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

/** The 20 columns of the ConsignmentControlScreenColumns lookup, by key: the value sorted on and how it shows. */
const defs = (office: boolean): Record<string, ColumnDef> => ({
  consignmentNumber: { value: (c) => c.consignmentNumber, width: 120 },
  customerName: { value: (c) => c.customer.name, render: customerCell(office), width: 200 },
  customerReference: { value: (c) => c.customerReference ?? '' },
  poNumber: { value: (c) => c.poNumber ?? '' },
  bookingContact: { value: (c) => c.contactName },
  consignmentType: { value: (c) => c.consignmentType?.name ?? '' },
  vehicleType: { value: (c) => c.vehicleType.name },
  startDate: { value: (c) => c.startDateTime ?? '', render: (c) => dateTime(c.startDateTime), width: 150 },
  collectionAddress: { value: collectionAddress, width: 220 },
  deliveryAddress: { value: deliveryAddress, width: 220 },
  numberOfStops: { value: (c) => c.consignmentAddresses.length, width: 80 },
  manifestNumber: { value: (c) => manifestIdOf(c) ?? 0, render: manifestLink },
  supplierName: { value: (c) => c.supplier?.name ?? '' },
  status: { value: statusOf },
  price: { value: (c) => c.price, render: (c) => money(c.price) },
  cost: { value: (c) => c.cost ?? 0, render: (c) => money(c.cost) },
  invoiceStatus: { value: (c) => c.invoiceStatus, render: (c) => invoiceStatusName(c.invoiceStatus) },
  dateCreated: { value: (c) => c.dateCreated, render: (c) => dateTime(c.dateCreated), width: 150 },
  createdBy: { value: (c) => c.createdBy?.name ?? '' },
  miles: { value: (c) => c.mileage ?? c.totalMiles, width: 80 },
});

/** antd columns for the visible keys, in lookup order; the list opens sorted by start date ascending. */
export function tableColumns(
  lookup: readonly { key: string; name: string }[],
  visible: readonly string[],
  office: boolean,
): TableColumnType<ConsignmentRow>[] {
  const DEFS = defs(office);
  return lookup
    .filter((col) => visible.includes(col.key) && DEFS[col.key])
    .map((col) => {
      const def = DEFS[col.key];
      return {
        key: col.key,
        title: col.name,
        width: def.width ?? 140,
        ellipsis: true,
        defaultSortOrder: col.key === 'startDate' ? ('ascend' as const) : undefined,
        sorter: (a: ConsignmentRow, b: ConsignmentRow) => compareCells(def.value(a), def.value(b)),
        render: (_: unknown, c: ConsignmentRow) => (
          <span data-testid={`cell-${col.key}`}>{def.render ? def.render(c) : def.value(c)}</span>
        ),
      };
    });
}
