import type { ConsignmentIssue, ManifestIssue } from '@domain/accounts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AccountsConsignmentsQuery, AccountsManifestsQuery } from '../../../gql/graphql';
import { issueLabel, money, ukDateOf } from '../accountsRules';

/** A consignment on the Consignments tab. */
export type AccountsConsignmentRow = AccountsConsignmentsQuery['accountsConsignments'][number];

/** A manifest on the Manifests tab. */
export type AccountsManifestRow = AccountsManifestsQuery['accountsManifests'][number];

/** The Consignments tab's columns (behaviour.md "Accounts / Accounts screen"): what it is, its figures, and why it is not ready. */
export const consignmentColumns: ColumnsType<AccountsConsignmentRow> = [
  { key: 'number', title: 'Consignment', dataIndex: 'consignmentNumber', width: 110 },
  { key: 'customer', title: 'Customer', dataIndex: 'customerName', width: 200 },
  { key: 'po', title: 'PO Number', dataIndex: 'poNumber', width: 120 },
  { key: 'date', title: 'Date', width: 110, render: (_, r) => ukDateOf(r.startDateTime) },
  { key: 'price', title: 'Price', width: 100, align: 'right', render: (_, r) => money(r.price) },
  { key: 'cost', title: 'Cost', width: 100, align: 'right', render: (_, r) => money(r.cost) },
  { key: 'profit', title: 'Profit', width: 100, align: 'right', render: (_, r) => money(r.profit) },
  { key: 'pod', title: 'POD date', width: 110, render: (_, r) => ukDateOf(r.podDateTime) },
  { key: 'issues', title: 'Issues', render: (_, r) => r.issues.map((i) => <Tag key={i}>{issueLabel(i as ConsignmentIssue)}</Tag>) },
];

/** The Manifests tab's columns (behaviour.md "Suppliers / Suppliers screen"): the supplier, its cost, and why it is not ready. */
export const manifestColumns: ColumnsType<AccountsManifestRow> = [
  { key: 'number', title: 'Manifest', dataIndex: 'manifestNumber', width: 100 },
  { key: 'supplier', title: 'Supplier', dataIndex: 'supplierName', width: 200 },
  { key: 'selfBilling', title: 'Self billing', width: 100, render: (_, r) => (r.supplierIsSelfBilling ? 'Yes' : 'No') },
  { key: 'date', title: 'Date', width: 110, render: (_, r) => ukDateOf(r.startDateTime) },
  { key: 'cost', title: 'Cost', width: 100, align: 'right', render: (_, r) => money(r.cost) },
  { key: 'pod', title: 'POD date', width: 110, render: (_, r) => ukDateOf(r.podDateTime) },
  { key: 'reference', title: 'Invoice reference', dataIndex: 'invoiceReference', width: 150 },
  { key: 'issues', title: 'Issues', render: (_, r) => r.issues.map((i) => <Tag key={i}>{issueLabel(i as ManifestIssue)}</Tag>) },
];
