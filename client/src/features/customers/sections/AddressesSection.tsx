import { Col, Form, Input, Row, Select } from 'antd';
import type { CustomerLookupsQuery } from '../../../gql/graphql';
import { Field, optionsOf } from '../../suppliers/components/fields';
import { ListCard } from '../../suppliers/components/ListCard';
import type { AddressValues } from '../customerForm';

/** Addresses (behaviour.md "Customers / Saving a customer"; "Suppliers / Saving a supplier"): AddressLine1, Postcode and Country are required. */
export function AddressesSection({ lookups }: { lookups: CustomerLookupsQuery | undefined }) {
  const countries = optionsOf(lookups?.countries ?? []);
  return (
    <ListCard<AddressValues>
      name="addresses"
      title="Addresses"
      testId="customer-addresses"
      newItem={() => ({})}
      renderRow={({ name }) => {
        const at = (field: string) => `customer-addresses-${name}-${field}`;
        const text = (field: keyof AddressValues, label: string, span: number, max: number, rules?: object[]) => (
          <Col span={span}>
            <Form.Item label={label} name={[name, field]} rules={rules}>
              <Input maxLength={max} data-testid={at(field)} />
            </Form.Item>
          </Col>
        );
        return (
          <Row gutter={8}>
            {text('companyName', 'Company', 8, 200)}
            {text('addressLine1', 'Address line 1', 8, 150, [{ required: true, whitespace: true, message: 'AddressLine1 is required' }])}
            {text('addressLine2', 'Address line 2', 8, 150)}
            {text('addressLine3', 'Address line 3', 6, 150)}
            {text('town', 'Town', 5, 100)}
            {text('county', 'County', 5, 100)}
            {text('postcode', 'Postcode', 3, 20, [{ required: true, whitespace: true, message: 'Postcode is required' }])}
            <Col span={5}>
              <Field testId={at('country')} label="Country" name={[name, 'countryId']} rules={[{ required: true, message: 'Country is required' }]}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
              </Field>
            </Col>
          </Row>
        );
      }}
    />
  );
}
