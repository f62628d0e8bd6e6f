import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { downloadFile } from '../../lib/downloadFile';

interface Props {
  consignmentId: number;
  consignmentNumber: number;
  /** An icon alone, for a list row (issue 25 item 5: the download from the list as from the detail). */
  compact?: boolean;
}

/** Downloads a consignment's proof of delivery PDF (issue 25 item 5): stops, times, signature, photos, driver's notes. */
export function ProofOfDeliveryButton({ consignmentId, consignmentNumber, compact = false }: Props) {
  const { message } = App.useApp();
  const download = () =>
    downloadFile(`/api/Consignments/${consignmentId}/ProofOfDelivery`, `Proof of delivery ${consignmentNumber}.pdf`).catch(() =>
      message.error('The proof of delivery could not be downloaded.'),
    );
  if (compact) {
    return (
      <Button
        type="link"
        size="small"
        icon={<FilePdfOutlined />}
        title="Proof of delivery"
        aria-label={`Proof of delivery of consignment ${consignmentNumber}`}
        onClick={(e) => {
          e.stopPropagation();
          void download();
        }}
        style={{ padding: 0, height: 'auto', marginLeft: 4 }}
        data-testid={`proof-of-delivery-${consignmentNumber}`}
      />
    );
  }
  return (
    <Button onClick={() => void download()} data-testid="action-proof-of-delivery">
      Proof of delivery
    </Button>
  );
}
