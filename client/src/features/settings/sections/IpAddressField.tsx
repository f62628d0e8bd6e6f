import { Form, InputNumber } from 'antd';
import { Fragment } from 'react';

/** The address field of the add / edit dialog: four boxes of 0 to 255, with one message for the whole address. */
export function IpAddressField() {
  return (
    <Form.Item label="IP address" required>
      {/* behaviour.md "Settings / Whitelisted IP addresses": four numeric parts joined by dots. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Fragment key={i}>
            {i > 0 && <strong>.</strong>}
            <Form.Item name={['parts', i]} noStyle rules={[{ required: true, message: 'The IP address must be four numbers from 0 to 255 separated by dots.' }]}>
              <InputNumber min={0} max={255} precision={0} controls={false} style={{ width: 70 }} aria-label={`Part ${i + 1}`} data-testid={`field-ip-${i}`} />
            </Form.Item>
          </Fragment>
        ))}
      </div>
    </Form.Item>
  );
}
