import { useQuery } from '@apollo/client/react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportSupplierEarningsQuery } from '../../../gql/graphql';
import { useReportRange } from '../hooks/useReportRange';
import { SupplierEarningsQuery } from '../reports.operations';
import { pounds, xlsxPath } from '../reportRules';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { ReportError } from './ReportError';
import { ReportToolbar } from './ReportToolbar';
import { SignedMoney } from './SignedMoney';

type Line = ReportSupplierEarningsQuery['supplierEarnings'][number];
const right = { align: 'right' as const };

const COLUMNS: TableColumnsType<Line> = [
  { title: 'Supplier', dataIndex: 'supplierName' },
  { title: 'Manifests', dataIndex: 'numberOfManifests', ...right },
  { title: 'Cost total', dataIndex: 'costTotal', ...right, render: pounds },
  { title: 'Deductions', dataIndex: 'deductions', ...right, render: pounds },
  { title: 'Net', dataIndex: 'net', ...right, render: (v: number) => <SignedMoney value={v} /> },
];

const sum = (lines: Line[], pick: (l: Line) => number) => Math.round(lines.reduce((t, l) => t + pick(l) * 100, 0)) / 100;

/** Earnings by supplier (behaviour.md "Reports / Report ranges" GET /Suppliers/{from}/{to}/Earnings), as a chart for comparing and a table with totals. */
export function EarningsTab() {
  const [range, setRange] = useReportRange('thisWeek');
  const { data, loading, error } = useQuery(SupplierEarningsQuery, { variables: { from: range.from, to: range.to }, fetchPolicy: 'cache-and-network' });
  const lines = data?.supplierEarnings ?? [];
  return (
    <div data-testid="earnings">
      <ReportToolbar
        testId="earnings"
        range={range}
        onRange={setRange}
        download={<DownloadXlsxButton path={xlsxPath('earnings', range)} fileName={`Earnings ${range.from} to ${range.to}.xlsx`} testId="earnings-xlsx" />}
      />
      <ReportError error={error} />
      {lines.length > 0 && (
        <div style={{ width: '100%', height: Math.min(60 + lines.length * 36, 420) }} data-testid="earnings-chart">
          <ResponsiveContainer>
            <BarChart data={lines} layout="vertical" margin={{ left: 24, right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={(v: number) => `£${v.toLocaleString('en-GB')}`} />
              <YAxis type="category" dataKey="supplierName" width={160} />
              <Tooltip formatter={(v) => pounds(v as number)} />
              <Legend />
              <Bar dataKey="costTotal" name="Cost total" fill="#1677ff" isAnimationActive={false} />
              <Bar dataKey="net" name="Net" fill="#52c41a" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <Table<Line>
        rowKey="supplierId"
        size="small"
        loading={loading && !data}
        dataSource={lines}
        columns={COLUMNS}
        pagination={false}
        summary={() =>
          lines.length > 0 && (
            <Table.Summary.Row data-testid="earnings-totals">
              <Table.Summary.Cell index={0}><Typography.Text strong>Total</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">{lines.reduce((t, l) => t + l.numberOfManifests, 0)}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{pounds(sum(lines, (l) => l.costTotal))}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{pounds(sum(lines, (l) => l.deductions))}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><SignedMoney value={sum(lines, (l) => l.net)} /></Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
        data-testid="earnings-table"
      />
    </div>
  );
}
