import { useQuery } from '@apollo/client/react';
import { Table, Tag, type TableColumnsType } from 'antd';
import type { ReportUserIpLogsQuery } from '../../../gql/graphql';
import { useReportRange } from '../hooks/useReportRange';
import { UserIpLogsQuery } from '../reports.operations';
import { dateTime, xlsxPath } from '../reportRules';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { ReportError } from './ReportError';
import { ReportToolbar } from './ReportToolbar';

type Line = ReportUserIpLogsQuery['userIpLogs'][number];

const COLUMNS: TableColumnsType<Line> = [
  { title: 'Date', dataIndex: 'createdAt', render: dateTime },
  { title: 'Username', dataIndex: 'username' },
  { title: 'IP address', dataIndex: 'ipAddress' },
  { title: 'Device', dataIndex: 'deviceUuid' },
  { title: 'Result', dataIndex: 'succeeded', render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? 'Signed in' : 'Refused'}</Tag> },
  { title: 'Outcome', dataIndex: 'outcome' },
];

/** User Ip Logs (behaviour.md "Reports / Reports screen", admin only): every sign-in attempt of the range, newest first. */
export function UserIpLogsTab() {
  const [range, setRange] = useReportRange('today');
  const { data, loading, error } = useQuery(UserIpLogsQuery, { variables: { from: range.from, to: range.to }, fetchPolicy: 'cache-and-network' });
  return (
    <div data-testid="user-ip-logs">
      <ReportToolbar
        testId="user-ip-logs"
        range={range}
        onRange={setRange}
        download={<DownloadXlsxButton path={xlsxPath('userIpLogs', range)} fileName={`User Ip Logs ${range.from} to ${range.to}.xlsx`} testId="user-ip-logs-xlsx" />}
      />
      <ReportError error={error} />
      <Table<Line>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={data?.userIpLogs ?? []}
        columns={COLUMNS}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        data-testid="user-ip-logs-table"
      />
    </div>
  );
}
