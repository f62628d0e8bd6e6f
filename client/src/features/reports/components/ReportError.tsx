import { Alert } from 'antd';
import { readErrorInfo } from '../../../app/apollo/errorInfo';

/** Why a report did not load: the server's message for bad input (e.g. a range over 366 days), else a generic one. */
export function ReportError({ error }: { error: unknown }) {
  if (!error) return null;
  const info = readErrorInfo(error);
  const text = info.code === 'BAD_USER_INPUT' ? (info.fields[0]?.message ?? info.message) : 'An error has occurred.';
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 12 }} data-testid="report-error" />;
}
