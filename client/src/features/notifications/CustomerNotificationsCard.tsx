import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveFeedback } from '../settings/hooks/useSaveFeedback';
import { CustomerNotificationSettingsQuery, SaveCustomerNotificationSettingsMutation } from './notifications.operations';

const SWITCHES = [
  { key: 'emailEnabled', label: 'E-mail the recipient' },
  { key: 'smsEnabled', label: 'Text (SMS) the recipient' },
  { key: 'includeDeliveryContact', label: "Also tell each delivery address's contact" },
  { key: 'onBooked', label: 'When the booking is confirmed' },
  { key: 'onTheWay', label: 'When the driver sets off to them' },
  { key: 'onDelivered', label: 'When it is delivered' },
  { key: 'attachProofOfDelivery', label: 'Attach the proof of delivery to the delivered e-mail' },
] as const;

type Key = (typeof SWITCHES)[number]['key'];
type Values = Record<Key, boolean>;

/**
 * A customer's recipient notifications (issue 25 item 4), saved on their own: who is told, on which channel, of
 * which events, and whether the proof of delivery goes with the delivered e-mail. A booking may override them.
 */
export function CustomerNotificationsCard({ customerId }: { customerId: number }) {
  const { data, loading } = useQuery(CustomerNotificationSettingsQuery, { variables: { customerId }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(SaveCustomerNotificationSettingsMutation);
  const [values, setValues] = useState<Values | null>(null);
  const feedback = useSaveFeedback();
  const loaded = data?.customerNotificationSettings;

  useEffect(() => {
    if (loaded) setValues(Object.fromEntries(SWITCHES.map((s) => [s.key, loaded[s.key]])) as Values);
  }, [loaded]);

  const submit = async () => {
    if (!values) return;
    try {
      await save({ variables: { customerId, input: values } });
      feedback.saved('Notification settings saved');
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Card title="Recipient notifications" size="small" style={{ marginTop: 16 }} data-testid="customer-notifications">
      <Spin spinning={loading || !values}>
        <Space orientation="vertical">
          <Typography.Text type="secondary">The booking&apos;s contact is told by the channels chosen; a booking can switch this off or on.</Typography.Text>
          {SWITCHES.map((s) => (
            <Checkbox
              key={s.key}
              checked={values?.[s.key] ?? false}
              onChange={(e) => values && setValues({ ...values, [s.key]: e.target.checked })}
              data-testid={`notify-${s.key}`}
            >
              {s.label}
            </Checkbox>
          ))}
          <Button type="primary" loading={saving} disabled={!values} onClick={() => void submit()} data-testid="notify-save">
            Save notification settings
          </Button>
        </Space>
      </Spin>
    </Card>
  );
}
