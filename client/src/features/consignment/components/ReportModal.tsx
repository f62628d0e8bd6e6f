import { useMutation } from '@apollo/client/react';
import { App, Button, Checkbox, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { readToken } from '../../../app/session/storage';
import { EmailReportMutation } from '../consignment.operations';
import { GENERIC_ERROR } from '../saveErrors';

interface Props {
  id: number;
  reference: string;
  office: boolean;
  open: boolean;
  onClose: () => void;
}

/** The consignment report (behaviour.md "Booking / Consignment screen"; "Booking / Consignment report and e-mail" GET /Consignments/{id}/Report): PDF preview and e-mail. */
export function ReportModal({ id, reference, office, open, onClose }: Props) {
  const { message } = App.useApp();
  const [showPrice, setShowPrice] = useState(false);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [to, setTo] = useState('');
  const [email] = useMutation(EmailReportMutation);
  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  const preview = async () => {
    const res = await fetch(`/api/Consignments/${id}/Report?showPrice=${showPrice}`, { headers: { Token: readToken() ?? '' } });
    if (!res.ok) return void message.error(GENERIC_ERROR);
    setPdfUrl(URL.createObjectURL(await res.blob()));
  };
  const send = async () => {
    try {
      await email({ variables: { consignmentId: id, to, subject: `Consignment ${reference}`, body: `Please find attached the report of consignment ${reference}.`, showPrice } });
      void message.success('Report e-mailed');
    } catch {
      void message.error(GENERIC_ERROR);
    }
  };
  return (
    <Modal title="Consignment report" open={open} onCancel={onClose} footer={null} width={900}>
      <Space wrap>
        {office && (
          <Checkbox checked={showPrice} onChange={(e) => setShowPrice(e.target.checked)}>
            Show price
          </Checkbox>
        )}
        <Button onClick={() => void preview()} data-testid="report-preview">
          Preview PDF
        </Button>
        <Input placeholder="E-mail address" value={to} onChange={(e) => setTo(e.target.value)} style={{ width: 240 }} data-testid="report-email-to" />
        <Button onClick={() => void send()} disabled={!to.includes('@')} data-testid="report-email-send">
          E-mail
        </Button>
      </Space>
      {pdfUrl && <iframe title="Report" src={pdfUrl} style={{ width: '100%', height: 520, marginTop: 12, border: 0 }} data-testid="report-pdf" />}
    </Modal>
  );
}
