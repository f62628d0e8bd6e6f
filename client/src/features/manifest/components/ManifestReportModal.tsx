import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Form, Input, Modal, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { readToken } from '../../../app/session/storage';
import { EmailManifestReportMutation } from '../manifest.operations';
import { GENERIC_ERROR, manifestFailure, type ManifestScreenData } from '../manifestScreenRules';

/**
 * The manifest report (behaviour.md "Manifests / Manifest screen"): the PDF of GET /Manifests/{id}/Report shown in the modal, or an
 * e-mail form (To, Subject, Body) that queues it with the PDF attached (POST /Emails/ManifestReport).
 */
export function ManifestReportModal({ manifest, onClose }: { manifest: ManifestScreenData; onClose: () => void }) {
  const [mode, setMode] = useState<'pdf' | 'email'>('pdf');
  return (
    <Modal title={`Manifest ${manifest.manifestNumber} report`} open onCancel={onClose} footer={null} width={920} data-testid="manifest-report-modal">
      <Segmented
        value={mode}
        onChange={(v) => setMode(v as 'pdf' | 'email')}
        options={[
          { value: 'pdf', label: <span data-testid="report-mode-pdf">PDF</span> },
          { value: 'email', label: <span data-testid="report-mode-email">E-mail</span> },
        ]}
        style={{ marginBottom: 12 }}
      />
      {mode === 'pdf' ? <ReportPdf id={manifest.id} /> : <ReportEmail manifest={manifest} onSent={onClose} />}
    </Modal>
  );
}

function ReportPdf({ id }: { id: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let cancelled = false;
    fetch(`/api/Manifests/${id}/Report`, { headers: { Token: readToken() ?? '' } })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  if (failed) return <Alert type="error" title={GENERIC_ERROR} />;
  return url ? <iframe title="Manifest report" src={url} style={{ width: '100%', height: 560, border: 0 }} data-testid="report-pdf" /> : <span>Loading…</span>;
}

function ReportEmail({ manifest, onSent }: { manifest: ManifestScreenData; onSent: () => void }) {
  const { message } = App.useApp();
  const [email, { loading }] = useMutation(EmailManifestReportMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const initial = {
    to: '',
    subject: `Manifest ${manifest.manifestNumber}`,
    body: `Please find attached manifest ${manifest.manifestNumber}.`,
  };
  const send = async (v: typeof initial) => {
    try {
      await email({ variables: { manifestId: manifest.id, to: v.to.trim(), subject: v.subject, body: v.body } });
      void message.success('Report e-mailed');
      onSent();
    } catch (e) {
      setProblem(manifestFailure(e));
    }
  };
  return (
    <Form layout="vertical" initialValues={initial} onFinish={(v: typeof initial) => void send(v)}>
      <Form.Item name="to" label="To" rules={[{ required: true, message: "A 'To ' address must be entered" }]}>
        <Input data-testid="report-email-to" />
      </Form.Item>
      <Form.Item name="subject" label="Subject">
        <Input data-testid="report-email-subject" />
      </Form.Item>
      <Form.Item name="body" label="Body">
        <Input.TextArea rows={5} data-testid="report-email-body" />
      </Form.Item>
      {problem && <Alert type="error" title={problem} style={{ marginBottom: 8 }} />}
      <Button type="primary" htmlType="submit" loading={loading} data-testid="report-email-send">
        Send
      </Button>
    </Form>
  );
}
