import { Alert, Button, DatePicker, Form, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Autocomplete } from '../../../components/Autocomplete';
import type { SupplierChoice } from '../hooks/useSupplierSearch';
import { loadingMessage, LOADING_MESSAGE_MS, trackDateTime } from '../mapRules';

/** What a historical track is asked for with: all four required (behaviour.md "Map / Historical tracking"). */
export interface TrackRequest {
  supplierId: number;
  startDate: string;
  endDate: string;
}

interface HistoryValues {
  supplier: SupplierChoice | null;
  date: Dayjs;
  start: Dayjs;
  end: Dayjs;
}

interface HistoryPanelProps {
  searchSuppliers: (text: string) => Promise<SupplierChoice[]>;
  onSubmit: (request: TrackRequest) => void;
  onClear: () => void;
  loading: boolean;
  /** Points found by the last search; null before any. */
  found: number | null;
  failed: boolean;
}

function SupplierField(props: { value?: SupplierChoice | null; onChange?: (v: SupplierChoice | null) => void; search: HistoryPanelProps['searchSuppliers'] }) {
  return (
    <Autocomplete
      testId="history-supplier"
      placeholder="Type a supplier name"
      search={props.search}
      labelOf={(s) => s.name}
      keyOf={(s) => s.id}
      value={props.value ?? null}
      onChange={(v) => props.onChange?.(v)}
    />
  );
}

/** behaviour.md "Map / Historical tracking": while a track loads, its message changes every 30 seconds. */
function RotatingLoadingMessage() {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return <Alert type="info" showIcon title={loadingMessage(now - startedAt)} data-testid="history-loading" />;
}

/** Historical tracking (behaviour.md "Map / Historical tracking"): supplier, date, start time and end time, all required. */
export function HistoryPanel({ searchSuppliers, onSubmit, onClear, loading, found, failed }: HistoryPanelProps) {
  const [form] = Form.useForm<HistoryValues>();
  const submit = (v: HistoryValues) => {
    if (!v.supplier) return;
    const date = v.date.format('YYYY-MM-DD');
    onSubmit({ supplierId: v.supplier.id, startDate: trackDateTime(date, v.start.format('HH:mm')), endDate: trackDateTime(date, v.end.format('HH:mm')) });
  };
  return (
    <Form form={form} layout="vertical" size="small" onFinish={submit} data-testid="history-form">
      <Form.Item label="Supplier" name="supplier" rules={[{ required: true, message: 'Please choose a supplier' }]}>
        <SupplierField search={searchSuppliers} />
      </Form.Item>
      <Form.Item label="Date" name="date" rules={[{ required: true, message: 'Please choose a date' }]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="history-date" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label="Start time" name="start" style={{ flex: 1 }} rules={[{ required: true, message: 'Please choose a start time' }]}>
          <TimePicker format="HH:mm" style={{ width: '100%' }} data-testid="history-start" />
        </Form.Item>
        <Form.Item
          label="End time"
          name="end"
          style={{ flex: 1 }}
          dependencies={['start']}
          rules={[
            { required: true, message: 'Please choose an end time' },
            ({ getFieldValue }) => ({
              validator: (_, end?: Dayjs) => {
                const start = getFieldValue('start') as Dayjs | undefined;
                return !end || !start || end.isAfter(start, 'minute') ? Promise.resolve() : Promise.reject(new Error('The end time must be after the start time'));
              },
            }),
          ]}
        >
          <TimePicker format="HH:mm" style={{ width: '100%' }} data-testid="history-end" />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" loading={loading} data-testid="history-submit">
          Show track
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onClear();
          }}
          data-testid="history-clear"
        >
          Clear
        </Button>
      </div>
      {loading && <RotatingLoadingMessage />}
      {!loading && failed && <Alert type="error" showIcon title="An error has occurred." data-testid="history-error" />}
      {!loading && !failed && found === 0 && <Alert type="warning" showIcon title="No positions in this period" data-testid="history-empty" />}
      {!loading && !failed && found !== null && found > 0 && (
        <Alert type="success" showIcon title={`${found} positions drawn`} data-testid="history-found" />
      )}
    </Form>
  );
}
