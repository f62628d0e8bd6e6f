import { Col, Form, Input, Select } from 'antd';
import { Field, optionsOf, type Lookups } from '../components/fields';

/** The supplier's postal address, as columns of the details grid: three lines, town, county, postcode and country. */
export function SupplierAddressFields({ lookups }: { lookups: Lookups | undefined }) {
  return (
    <>
      {(['addressLine1', 'addressLine2', 'addressLine3'] as const).map((name, i) => (
        <Col span={8} key={name}>
          <Form.Item label={`Address line ${i + 1}`} name={name}>
            <Input data-testid={`supplier-${name}`} maxLength={150} />
          </Form.Item>
        </Col>
      ))}
      <Col span={6}>
        <Form.Item label="Town" name="town">
          <Input data-testid="supplier-town" maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item label="County" name="county">
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item label="Postcode" name="postcode">
          <Input data-testid="supplier-postcode" maxLength={12} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Field testId="supplier-country" label="Country" name="countryId">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={optionsOf(lookups?.countries ?? [])} />
        </Field>
      </Col>
    </>
  );
}
