import { useQuery } from '@apollo/client/react';
import { App, Button, Select, Space, Typography } from 'antd';
import { SelectableTable } from './SelectableTable';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { CustomerInvoicesQuery as Result } from '../../../gql/graphql';
import { CustomerInvoicesQuery } from '../accounts.operations';
import { PRESETS, money, presetRange, ukDate, type Preset } from '../accountsRules';
import { downloadInvoicePdf, downloadXeroCsv } from '../invoiceFiles';

type Row = Result['customerInvoices'][number];

/** Customer invoices raised by the invoicing job, by invoice date: the PDF of each and a Xero import file. */
export function InvoicesTab() {
  const { message } = App.useApp();
  const [preset, setPreset] = useState<Preset>('Yesterday');
  const [selected, setSelected] = useState<number[]>([]);
  const range = presetRange(preset, new Date());
  const list = useQuery(CustomerInvoicesQuery, { variables: range, fetchPolicy: 'network-only' });
  const failed = () => void message.error('An error has occurred.');
  const columns: ColumnsType<Row> = [
    { key: 'number', title: 'Invoice', dataIndex: 'invoiceNumber', width: 100 },
    { key: 'customer', title: 'Customer', dataIndex: 'customerName', width: 220 },
    { key: 'date', title: 'Invoice date', width: 120, render: (_, r) => ukDate(r.invoiceDate) },
    { key: 'due', title: 'Due', width: 120, render: (_, r) => ukDate(r.dueDate) },
    { key: 'net', title: 'Net', width: 110, align: 'right', render: (_, r) => money(r.net) },
    { key: 'vat', title: 'VAT', width: 110, align: 'right', render: (_, r) => money(r.vat) },
    { key: 'gross', title: 'Total', width: 110, align: 'right', render: (_, r) => money(r.gross) },
    { key: 'pdf', title: '', width: 80, render: (_, r) => <Button size="small" onClick={() => downloadInvoicePdf(r.id, r.invoiceNumber).catch(failed)}>PDF</Button> },
  ];
  return (
    <div data-testid="accounts-invoices">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<Preset> value={preset} style={{ width: 140 }} options={PRESETS.map((p) => ({ value: p, label: p }))} onChange={(p) => { setPreset(p); setSelected([]); }} aria-label="Invoice dates" />
        <Typography.Text>{ukDate(range.from)} - {ukDate(range.to)}</Typography.Text>
        <Button disabled={!selected.length} onClick={() => downloadXeroCsv(selected).catch(failed)} data-testid="export-xero">
          Export to Xero ({selected.length})
        </Button>
      </Space>
      <SelectableTable<Row>
        rows={list.data?.customerInvoices ?? []}
        columns={columns}
        loading={list.loading}
        failed={!!list.error}
        selected={selected}
        onSelect={setSelected}
        rowTestId={(r) => `accounts-invoice-${r.invoiceNumber}`}
      />
    </div>
  );
}
