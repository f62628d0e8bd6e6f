import { useQuery } from '@apollo/client/react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ReportProfitabilityQuery } from '../../../gql/graphql';
import { useReportRange } from '../hooks/useReportRange';
import { ProfitabilityQuery } from '../reports.operations';
import { dateTime, percent, pounds, xlsxPath } from '../reportRules';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { ReportError } from './ReportError';
import { ReportToolbar } from './ReportToolbar';
import { SignedMoney } from './SignedMoney';

type Line = ReportProfitabilityQuery['profitability']['lines'][number];

const right = { align: 'right' as const };
const negative = (v: number) => <SignedMoney value={v} />;

const COLUMNS: TableColumnsType<Line> = [
  { title: 'Date', dataIndex: 'startDateTime', render: dateTime },
  { title: 'Consignment', dataIndex: 'consignmentNumber', render: (n: number, l) => <a href={`#!/consignment/${l.consignmentId}`}>{n}</a> },
  { title: 'Customer', dataIndex: 'customerName' },
  { title: 'Vehicle type', dataIndex: 'vehicleType' },
  { title: 'PO number', dataIndex: 'poNumber' },
  { title: 'Manifests', dataIndex: 'manifestNumbers', render: (m: number[]) => m.join(', ') },
  { title: 'Price', dataIndex: 'price', ...right, render: pounds },
  { title: 'Cost', dataIndex: 'cost', ...right, render: pounds },
  { title: 'Profit', dataIndex: 'profit', ...right, render: negative },
  { title: 'Margin', dataIndex: 'margin', ...right, render: percent },
];

/** Sales (behaviour.md "Customers / Customers screen": profitability): a line per sold consignment with its profit and margin, and totals. */
export function SalesTab() {
  const [range, setRange] = useReportRange('today');
  const [customerName, setCustomerName] = useState('');
  const { data, loading, error } = useQuery(ProfitabilityQuery, { variables: { from: range.from, to: range.to, customerName: customerName || null }, fetchPolicy: 'cache-and-network' });
  const report = data?.profitability;
  const t = report?.totals;
  return (
    <div data-testid="sales">
      <ReportToolbar
        testId="sales"
        range={range}
        onRange={setRange}
        profitability
        onCustomerName={setCustomerName}
        download={<DownloadXlsxButton path={xlsxPath('profitability', range, customerName)} fileName={`Profitability ${range.from} to ${range.to}.xlsx`} testId="sales-xlsx" />}
      />
      <ReportError error={error} />
      <Table<Line>
        rowKey="consignmentId"
        size="small"
        loading={loading && !data}
        dataSource={report?.lines ?? []}
        columns={COLUMNS}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        summary={() =>
          t && (
            <Table.Summary.Row data-testid="sales-totals">
              <Table.Summary.Cell index={0}><Typography.Text strong>Total</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={1} colSpan={5}>{t.numberOfConsignments} consignments</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">{pounds(t.price)}</Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">{pounds(t.cost)}</Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">{negative(t.profit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={9} align="right">{percent(t.margin)}</Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
        data-testid="sales-table"
      />
    </div>
  );
}
