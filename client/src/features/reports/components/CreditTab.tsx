import { useQuery } from '@apollo/client/react';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReportCreditQuery } from '../../../gql/graphql';
import { CreditReportQuery } from '../reports.operations';
import { pounds, xlsxPath } from '../reportRules';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { ReportError } from './ReportError';
import { ReportToolbar } from './ReportToolbar';
import { SignedMoney } from './SignedMoney';

type Line = ReportCreditQuery['customerCreditReport'][number];
const right = { align: 'right' as const };

const COLUMNS: TableColumnsType<Line> = [
  { title: 'Customer', dataIndex: 'name' },
  { title: 'Account type', dataIndex: 'accountType', render: (name: string, l) => (l.isOnStop ? <Tag color="red">{name}</Tag> : name) },
  { title: 'Credit limit', dataIndex: 'creditLimit', ...right, render: pounds },
  { title: 'Outstanding balance', dataIndex: 'outstandingBalance', ...right, render: pounds },
  {
    title: 'Over limit',
    dataIndex: 'overLimit',
    ...right,
    // behaviour.md "Customers / Credit report": over-limit = outstanding balance minus credit limit; only a positive one is over.
    render: (v: number, l) => (l.isOverLimit ? <Typography.Text type="danger" strong>{pounds(v)}</Typography.Text> : <SignedMoney value={v} />),
  },
];

/** Credit (behaviour.md "Customers / Credit report" GET /Customers/Report/Credit): customers with a balance, who is over the limit, and totals. */
export function CreditTab() {
  const { data, loading, error } = useQuery(CreditReportQuery, { fetchPolicy: 'cache-and-network' });
  const lines = data?.customerCreditReport ?? [];
  const cents = (pick: (l: Line) => number) => lines.reduce((t, l) => t + Math.round(pick(l) * 100), 0) / 100;
  return (
    <div data-testid="credit">
      <ReportToolbar testId="credit" download={<DownloadXlsxButton path={xlsxPath('credit')} fileName="Credit.xlsx" testId="credit-xlsx" />} />
      <ReportError error={error} />
      <Table<Line>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={lines}
        columns={COLUMNS}
        pagination={false}
        summary={() =>
          lines.length > 0 && (
            <Table.Summary.Row data-testid="credit-totals">
              <Table.Summary.Cell index={0} colSpan={3}><Typography.Text strong>Total</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{pounds(cents((l) => l.outstandingBalance))}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{pounds(cents((l) => (l.isOverLimit ? l.overLimit : 0)))}</Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
        data-testid="credit-table"
      />
    </div>
  );
}
