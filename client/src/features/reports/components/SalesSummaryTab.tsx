import { useQuery } from '@apollo/client/react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ReportSimpleProfitabilityQuery } from '../../../gql/graphql';
import { useReportRange } from '../hooks/useReportRange';
import { SimpleProfitabilityQuery } from '../reports.operations';
import { percent, pounds, shortDate, xlsxPath } from '../reportRules';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { ReportError } from './ReportError';
import { ReportToolbar } from './ReportToolbar';
import { SignedMoney } from './SignedMoney';
import { SalesSummaryChart } from './SalesSummaryChart';

type Line = ReportSimpleProfitabilityQuery['simpleProfitability']['lines'][number];

const right = { align: 'right' as const };
const negative = (v: number) => <SignedMoney value={v} />;

const COLUMNS: TableColumnsType<Line> = [
  { title: 'Date', dataIndex: 'date', render: (d: string) => shortDate(d) },
  { title: 'Day', dataIndex: 'day' },
  { title: 'Consignments', dataIndex: 'totalNumberConsignments', ...right },
  { title: 'Manifests', dataIndex: 'totalNumberManifests', ...right },
  { title: 'Price', dataIndex: 'price', ...right, render: pounds },
  { title: 'Cost', dataIndex: 'cost', ...right, render: pounds },
  { title: 'Profit', dataIndex: 'profit', ...right, render: negative },
  { title: 'Margin', dataIndex: 'margin', ...right, render: percent },
];

/** Sales Summary (behaviour.md "Customers / Customers screen": simple profitability): a line per day, a chart of sales and margin, totals. */
export function SalesSummaryTab() {
  const [range, setRange] = useReportRange('thisWeek');
  const [customerName, setCustomerName] = useState('');
  const { data, loading, error } = useQuery(SimpleProfitabilityQuery, { variables: { from: range.from, to: range.to, customerName: customerName || null }, fetchPolicy: 'cache-and-network' });
  const report = data?.simpleProfitability;
  const t = report?.totals;
  return (
    <div data-testid="sales-summary">
      <ReportToolbar
        testId="sales-summary"
        range={range}
        onRange={setRange}
        profitability
        onCustomerName={setCustomerName}
        download={<DownloadXlsxButton path={xlsxPath('simpleProfitability', range, customerName)} fileName={`Simple Profitability ${range.from} to ${range.to}.xlsx`} testId="sales-summary-xlsx" />}
      />
      <ReportError error={error} />
      {report && report.lines.length > 1 && <SalesSummaryChart lines={report.lines} />}
      <Table<Line>
        rowKey="date"
        size="small"
        loading={loading && !data}
        dataSource={report?.lines ?? []}
        columns={COLUMNS}
        pagination={false}
        onRow={(l) => ({ 'data-testid': `sales-summary-row-${l.date}` }) as React.HTMLAttributes<HTMLElement>}
        summary={() =>
          t && (
            <Table.Summary.Row data-testid="sales-summary-totals">
              <Table.Summary.Cell index={0} colSpan={2}><Typography.Text strong>Total</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{t.totalNumberConsignments}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{t.totalNumberManifests}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{pounds(t.price)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{pounds(t.cost)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">{negative(t.profit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">{percent(t.margin)}</Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
        data-testid="sales-summary-table"
      />
    </div>
  );
}
