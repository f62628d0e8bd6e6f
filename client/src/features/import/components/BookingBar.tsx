import { Alert, Button, Card, Progress, Radio, Space } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/downloadFile';
import { resultUrl } from '../importApi';
import { progressPercent, type ImportSummary } from '../importRules';

interface Props {
  progress: ImportSummary;
  chosenCount: number;
  busy: boolean;
  onBook: (asQuotes: boolean) => void;
}

/** Step 4: book the ticked rows as consignments or quotes, watch the progress, download the result. */
export function BookingBar({ progress, chosenCount, busy, onBook }: Props) {
  const [asQuotes, setAsQuotes] = useState(progress.AsQuotes);
  const booking = progress.Status === 'Booking';
  const finished = progress.Status === 'Booked' || progress.Status === 'Failed';
  return (
    <Card title="4. Book" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Radio.Group value={asQuotes} onChange={(e) => setAsQuotes(e.target.value as boolean)} disabled={booking}>
            <Radio value={false} data-testid="import-as-consignments">As consignments</Radio>
            <Radio value={true} data-testid="import-as-quotes">As quotes</Radio>
          </Radio.Group>
          <Button type="primary" disabled={busy || booking || chosenCount === 0} onClick={() => onBook(asQuotes)} data-testid="import-book">
            Book {chosenCount} {chosenCount === 1 ? 'row' : 'rows'}
          </Button>
          {finished && (
            <Button onClick={() => void downloadFile(resultUrl(progress.Id), 'result.csv')} data-testid="import-result">
              Download the result
            </Button>
          )}
        </Space>
        {(booking || finished) && <Progress percent={progressPercent(progress)} status={booking ? 'active' : undefined} data-testid="import-progress" />}
        {finished && (
          <Alert
            type={progress.Status === 'Failed' ? 'error' : progress.RefusedCount ? 'warning' : 'success'}
            message={`${progress.BookedCount} booked, ${progress.RefusedCount} refused.`}
            description={progress.Failure ?? undefined}
            data-testid="import-summary"
          />
        )}
      </Space>
    </Card>
  );
}
