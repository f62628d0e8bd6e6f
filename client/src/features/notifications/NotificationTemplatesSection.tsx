import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage, useSaveFeedback } from '../settings/hooks/useSaveFeedback';
import { NotificationTemplatesQuery, PreviewNotificationTemplateQuery, SaveNotificationTemplateMutation } from './notifications.operations';
import { CHANNELS, editedNote, EVENTS, TEMPLATE_FIELDS, templateOf } from './templateRules';

interface Values {
  subject: string;
  body: string;
}

type Preview = { subject: string; body: string } | { error: string } | null;

/** The rendered preview, or why the server cannot use the template. */
function PreviewResult({ preview }: { preview: Preview }) {
  if (!preview) return null;
  if ('error' in preview) return <Alert type="error" title={preview.error} data-testid="template-error" />;
  return (
    <Card size="small" title={preview.subject || 'SMS'} data-testid="template-preview-result">
      <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>{preview.body}</pre>
    </Card>
  );
}

/** One event's template on one channel: subject (e-mail only) and message, previewed and saved. */
function TemplateForm({ event, channel, current }: { event: string; channel: string; current: Values | undefined }) {
  const [save] = useMutation(SaveNotificationTemplateMutation, { refetchQueries: [NotificationTemplatesQuery], awaitRefetchQueries: true });
  const client = useApolloClient();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<Preview>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();

  useEffect(() => {
    if (current) form.setFieldsValue({ subject: current.subject, body: current.body });
    setPreview(null);
  }, [current, form]);

  const input = () => ({ event, channel, subject: form.getFieldValue('subject') ?? '', body: form.getFieldValue('body') ?? '' });
  const showPreview = async () => {
    try {
      const res = await client.query({ query: PreviewNotificationTemplateQuery, variables: { input: input() }, fetchPolicy: 'no-cache' });
      if (res.data) setPreview(res.data.previewNotificationTemplate);
    } catch (error) {
      setPreview({ error: failureMessage(error) });
    }
  };
  const saveTemplate = async () => {
    setSaving(true);
    try {
      await save({ variables: { input: input() } });
      feedback.saved('Template saved');
    } catch (error) {
      setPreview({ error: failureMessage(error) });
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 720, marginTop: 8 }} data-testid="template-form">
        {channel === 'Email' && (
          <Form.Item label="Subject" name="subject">
            <Input maxLength={300} data-testid="template-subject" />
          </Form.Item>
        )}
        <Form.Item label="Message" name="body" extra={`Fields: ${TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(' ')}; optional parts: {{#if eta}}…{{/if}}`}>
          <Input.TextArea rows={8} maxLength={5000} data-testid="template-body" />
        </Form.Item>
        <Space>
          <Button onClick={() => void showPreview()} data-testid="template-preview">Preview</Button>
          <Button type="primary" loading={saving} onClick={() => void saveTemplate()} data-testid="template-save">Save</Button>
        </Space>
      </Form>
      <div style={{ marginTop: 12 }}>
        <PreviewResult preview={preview} />
      </div>
    </>
  );
}

/**
 * Settings > Notification templates (issue 25 item 4, office admins): the wording of each recipient message
 * (handlebars), with a preview against a sample booking; a template the server cannot use is refused with why.
 */
export function NotificationTemplatesSection({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading } = useQuery(NotificationTemplatesQuery, { skip: !isAdmin });
  const [event, setEvent] = useState<string>('Booked');
  const [channel, setChannel] = useState<string>('Email');
  const current = templateOf(data?.notificationTemplates ?? [], event, channel);

  if (!isAdmin) return <Alert type="info" title="Only office admins can edit the notification templates." data-testid="templates-admin-only" />;
  return (
    <Card title="Notification templates" data-testid="notification-templates-section">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Segmented options={EVENTS.map((e) => ({ ...e }))} value={event} onChange={(v) => setEvent(String(v))} data-testid="template-event" />
        <Segmented options={CHANNELS.map((c) => ({ ...c }))} value={channel} onChange={(v) => setChannel(String(v))} data-testid="template-channel" />
        <Spin spinning={loading}>
          <Typography.Text type="secondary" data-testid="template-edited">{editedNote(current?.updatedAt)}</Typography.Text>
          <TemplateForm event={event} channel={channel} current={current} />
        </Spin>
      </Space>
    </Card>
  );
}
