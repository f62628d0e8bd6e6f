import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Form, InputNumber, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { GlobalSettingsQuery, UpdateGlobalSettingsMutation } from '../pricing.operations';

interface GlobalValues {
  backloadMultiplier: number;
}

/** Global settings (behaviour.md "Settings / Settings screen"): the one record; saved with its version, a stale one is 608. */
export function GlobalSettingsSection() {
  const { data, loading } = useQuery(GlobalSettingsQuery);
  const [update] = useMutation(UpdateGlobalSettingsMutation, { refetchQueries: [GlobalSettingsQuery], awaitRefetchQueries: true });
  const [form] = Form.useForm<GlobalValues>();
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const settings = data?.globalSettings;

  useEffect(() => {
    if (settings) form.setFieldsValue({ backloadMultiplier: settings.backloadMultiplier });
  }, [settings, form]);

  const save = async (values: GlobalValues) => {
    if (!settings) return;
    setSaving(true);
    try {
      await update({ variables: { id: settings.id, version: settings.version, backloadMultiplier: values.backloadMultiplier } });
      feedback.saved('Global settings saved');
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Global settings" data-testid="global-section">
      <Spin spinning={loading}>
        <Form<GlobalValues> form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 320 }} data-testid="global-form">
          <Form.Item
            label="Backload multiplier (%)"
            name="backloadMultiplier"
            rules={[{ required: true, message: 'Please enter the backload multiplier' }]}
          >
            <InputNumber min={0} max={1000} step={1} style={{ width: '100%' }} data-testid="field-backload-multiplier" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!settings} data-testid="global-save">
            Save
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
