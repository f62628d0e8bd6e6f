import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { ListCard } from '../components/ListCard';
import { DateField, Field, optionsOf, required, type Lookups } from '../components/fields';
import type { VehicleValues } from '../supplierForm';

/**
 * The default-vehicle radio of one row. Each row has its own, as on the original screen, so zero or
 * two defaults can be chosen and behaviour.md "Suppliers / Saving a supplier"'s messages say so; clicking a chosen one clears it.
 */
function DefaultRadio({ value, onChange, testId }: { value?: boolean; onChange?: (v: boolean) => void; testId: string }) {
  return (
    <Radio checked={!!value} onClick={() => onChange?.(!value)} data-testid={testId}>
      Default
    </Radio>
  );
}

const metres = (label: string) => [
  { required: true, message: `${label} is required` },
  { type: 'number' as const, min: 0.01, max: 100, message: `${label} must be a number of metres greater than 0` },
];

/** Vehicles (behaviour.md "Settings / Vehicle types and area rules order"; "Suppliers / Saving a supplier"): every field required; the first vehicle added becomes the default. */
export function VehiclesSection({ lookups }: { lookups: Lookups | undefined }) {
  const types = optionsOf(lookups?.vehicleTypes ?? []);
  return (
    <ListCard<VehicleValues>
      name="vehicles"
      title="Vehicles"
      testId="supplier-vehicles"
      newItem={(count) => ({ vehicleTypeId: null, isDefaultVehicle: count === 0 })}
      renderRow={({ name }) => {
        const at = (field: string) => `supplier-vehicles-${name}-${field}`;
        return (
          <Row gutter={8}>
            <Col span={6}>
              <Field testId={at('type')} label="Vehicle type" name={[name, 'vehicleTypeId']} rules={required('Vehicle type')}>
                <Select options={types} />
              </Field>
            </Col>
            {(['make', 'model', 'registration'] as const).map((field) => (
              <Col span={field === 'registration' ? 4 : 5} key={field}>
                <Form.Item label={field[0].toUpperCase() + field.slice(1)} name={[name, field]} rules={required(field[0].toUpperCase() + field.slice(1))}>
                  <Input maxLength={field === 'registration' ? 15 : 60} data-testid={at(field)} />
                </Form.Item>
              </Col>
            ))}
            <Col span={4}>
              <Form.Item label="Default" name={[name, 'isDefaultVehicle']}>
                <DefaultRadio testId={at('default')} />
              </Form.Item>
            </Col>
            {(['length', 'width', 'height'] as const).map((field) => (
              <Col span={5} key={field}>
                <Field testId={at(field)} label={`${field[0].toUpperCase()}${field.slice(1)} (m)`} name={[name, field]} rules={metres(field[0].toUpperCase() + field.slice(1))}>
                  <InputNumber min={0} max={100} step={0.1} style={{ width: '100%' }} />
                </Field>
              </Col>
            ))}
            <Col span={9}>
              <DateField testId={at('insurance')} label="Insurance expiry" name={[name, 'insuranceExpiry']} rules={required('Insurance expiry')} />
            </Col>
          </Row>
        );
      }}
    />
  );
}
