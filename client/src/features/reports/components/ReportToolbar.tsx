import { Input, Space } from 'antd';
import type { ReactNode } from 'react';
import type { ReportRangeValue } from '../hooks/useReportRange';
import { ReportRangePicker } from './ReportRangePicker';

/** The controls above a report: its date range, the customer filter where it has one, and its download. */
export function ReportToolbar(props: {
  testId: string;
  range?: ReportRangeValue;
  onRange?: (value: ReportRangeValue) => void;
  profitability?: boolean;
  onCustomerName?: (name: string) => void;
  download: ReactNode;
}) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {props.range && props.onRange && <ReportRangePicker value={props.range} onChange={props.onRange} profitability={props.profitability} testId={`${props.testId}-range`} />}
      {props.onCustomerName && (
        <Input.Search allowClear placeholder="Customer name" style={{ width: 240 }} onSearch={(v) => props.onCustomerName!(v.trim())} data-testid={`${props.testId}-customer`} />
      )}
      {props.download}
    </Space>
  );
}
