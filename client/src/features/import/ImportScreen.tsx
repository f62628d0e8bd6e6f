import { Alert, Space, Typography } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';
import { BookingBar } from './components/BookingBar';
import { MappingPanel } from './components/MappingPanel';
import { PreviewTable } from './components/PreviewTable';
import { UploadCard } from './components/UploadCard';
import { useImport } from './hooks/useImport';

/**
 * Bulk booking from a spreadsheet (issue 25 item 6): upload, match columns, preview every row by the
 * single booking's rules, book the ticked rows and download what was booked and refused.
 */
export function ImportScreen({ user }: { user: SessionUser }) {
  const s = useImport();
  const { view, progress } = s;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-screen">
      <Typography.Title level={3}>Import bookings</Typography.Title>
      <UploadCard office={user.role === 'OFFICE'} busy={s.busy} onFile={(file, customerId) => void s.upload(file, customerId)} />
      {s.error && <Alert type="error" showIcon message={s.error} data-testid="import-error" />}
      {view && progress && (
        <>
          {view.Repeated && (
            <Alert type="info" showIcon message="This file was uploaded before: rows already booked from it stay booked and are not booked again." data-testid="import-repeated" />
          )}
          <Typography.Text data-testid="import-counts">
            {view.FileName}: {view.RowCount} rows, {view.ValidCount} ready to book.
          </Typography.Text>
          <MappingPanel view={view} busy={s.busy} onApply={(m) => void s.map(m)} />
          <Typography.Title level={5}>3. Check the rows and tick the ones to book</Typography.Title>
          <PreviewTable view={view} chosen={s.chosen} onChoose={s.setChosen} locked={progress.Status === 'Booking'} />
          <BookingBar progress={progress} chosenCount={s.chosen.length} busy={s.busy} onBook={(asQuotes) => void s.book(asQuotes)} />
        </>
      )}
    </Space>
  );
}
