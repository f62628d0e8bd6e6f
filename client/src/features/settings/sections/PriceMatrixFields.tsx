import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Typography } from 'antd';

export const TYPE_OPTIONS = [
  { value: 'PRICING', label: 'Pricing' },
  { value: 'COSTING_SUPPLIER', label: 'Costing - supplier' },
];
const INCREMENT_OPTIONS = [
  { value: 'DISTANCE', label: 'Distance (miles)' },
  { value: 'TIME', label: 'Time (minutes)' },
];
const money = { min: 0, precision: 2, step: 0.01, prefix: '£' } as const;

type Options = { value: number; label: string }[];

/** The bands of a matrix: From / To / Interval / PriceBreak (pounds), added and removed in place. */
function MatrixRowsField() {
  return (
    <Form.List name="rows">
      {(fields, { add, remove }) => (
        <div data-testid="matrix-rows">
          <Space style={{ fontWeight: 500, marginBottom: 4 }}>
            <span style={{ width: 90, display: 'inline-block' }}>From</span>
            <span style={{ width: 90, display: 'inline-block' }}>To</span>
            <span style={{ width: 90, display: 'inline-block' }}>Interval</span>
            <span style={{ width: 110, display: 'inline-block' }}>Price break</span>
          </Space>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" data-testid={`matrix-row-${index}`}>
              <Form.Item name={[field.name, 'from']} rules={[{ required: true, message: 'From' }]}>
                <InputNumber min={0} style={{ width: 90 }} data-testid={`field-row-${index}-from`} />
              </Form.Item>
              <Form.Item name={[field.name, 'to']}>
                <InputNumber min={0} style={{ width: 90 }} placeholder="open" data-testid={`field-row-${index}-to`} />
              </Form.Item>
              <Form.Item name={[field.name, 'interval']} rules={[{ required: true, message: 'Interval' }]}>
                <InputNumber min={0} style={{ width: 90 }} data-testid={`field-row-${index}-interval`} />
              </Form.Item>
              <Form.Item name={[field.name, 'priceBreak']} rules={[{ required: true, message: 'Price break' }]}>
                <InputNumber {...money} style={{ width: 110 }} data-testid={`field-row-${index}-price-break`} />
              </Form.Item>
              <MinusCircleOutlined aria-label="Remove row" onClick={() => remove(field.name)} data-testid={`matrix-row-${index}-remove`} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ interval: 1 })} block data-testid="matrix-add-row">
            Add row
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The add / edit form of a price matrix: name, type, increment, vehicle type, a customer for a PRICING one, minimum price and the bands. */
export function PriceMatrixFields({ typeOptions, customerOptions }: { typeOptions: Options; customerOptions: Options }) {
  return (
    <>
      <Form.Item label="Name" name="name">
        <Input data-testid="field-name" />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item label="Type" name="matrixType" rules={[{ required: true }]}>
          <Select options={TYPE_OPTIONS} style={{ width: 180 }} data-testid="field-matrix-type" />
        </Form.Item>
        <Form.Item label="Increment" name="priceIncrement" rules={[{ required: true }]}>
          <Select options={INCREMENT_OPTIONS} style={{ width: 170 }} data-testid="field-price-increment" />
        </Form.Item>
      </Space>
      <Form.Item label="Vehicle type" name="vehicleTypeId" rules={[{ required: true, message: 'Please choose a vehicle type' }]}>
        <Select options={typeOptions} showSearch optionFilterProp="label" data-testid="field-vehicle-type" />
      </Form.Item>
      <Form.Item noStyle dependencies={['matrixType']}>
        {({ getFieldValue }) =>
          getFieldValue('matrixType') === 'PRICING' ? (
            <Form.Item label="Customer (optional)" name="customerId">
              <Select allowClear showSearch optionFilterProp="label" options={customerOptions} placeholder="Default" data-testid="field-customer" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item label="Minimum price" name="minimumPrice" rules={[{ required: true, message: 'Please enter a minimum price' }]}>
        <InputNumber {...money} style={{ width: 160 }} data-testid="field-minimum-price" />
      </Form.Item>
      <Typography.Text strong>Rows</Typography.Text>
      <MatrixRowsField />
      <Form.Item name="isDeactivated" valuePropName="checked" style={{ marginTop: 12 }}>
        <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
      </Form.Item>
    </>
  );
}
