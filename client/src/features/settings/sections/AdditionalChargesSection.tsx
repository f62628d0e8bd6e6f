import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import { CatalogueSection } from '../components/CatalogueSection';
import { AdditionalChargeSettingsQuery, CreateAdditionalChargeMutation, UpdateAdditionalChargeMutation } from '../pricing.operations';

interface ChargeValues {
  chargeFor: string;
  price: number;
  cost: number;
  isDeactivated: boolean;
}

export const pounds = (value?: number | null) => (value == null ? '' : `£${value.toFixed(2)}`);
const money = { min: 0, precision: 2, step: 0.01, prefix: '£', style: { width: '100%' } } as const;

/** Additional charges (behaviour.md "Settings / Settings screen"; "Settings / Additional charges, area rules and price matrices"): ChargeFor, price and cost in pounds; deactivated, never deleted. */
export function AdditionalChargesSection() {
  const { data, loading } = useQuery(AdditionalChargeSettingsQuery);
  const opts = { refetchQueries: [AdditionalChargeSettingsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateAdditionalChargeMutation, opts);
  const [update] = useMutation(UpdateAdditionalChargeMutation, opts);
  return (
    <CatalogueSection<NonNullable<typeof data>['additionalChargeSettings'][number], ChargeValues>
      testId="additional-charges"
      title="Additional charges"
      noun="Additional charge"
      rows={data?.additionalChargeSettings ?? []}
      loading={loading}
      columns={[
        { title: 'Charge for', dataIndex: 'chargeFor', sorter: (a, b) => a.chargeFor.localeCompare(b.chargeFor) },
        { title: 'Price', dataIndex: 'price', align: 'right', render: pounds, sorter: (a, b) => (a.price ?? 0) - (b.price ?? 0) },
        { title: 'Cost', dataIndex: 'cost', align: 'right', render: pounds },
      ]}
      searchText={(r) => r.chargeFor}
      valuesOf={(r) => (r ? { chargeFor: r.chargeFor, price: r.price ?? 0, cost: r.cost ?? 0, isDeactivated: r.isDeactivated } : { isDeactivated: false })}
      create={(v) => create({ variables: { input: v } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...v, version: r.version } } })}
      fields={
        <>
          <Form.Item label="Charge for" name="chargeFor" rules={[{ required: true, whitespace: true, message: 'Please enter what the charge is for' }]}>
            <Input data-testid="field-charge-for" />
          </Form.Item>
          <Form.Item label="Price" name="price" rules={[{ required: true, message: 'Please enter a price' }]}>
            <InputNumber {...money} data-testid="field-price" />
          </Form.Item>
          <Form.Item label="Cost" name="cost" rules={[{ required: true, message: 'Please enter a cost' }]}>
            <InputNumber {...money} data-testid="field-cost" />
          </Form.Item>
          <Form.Item name="isDeactivated" valuePropName="checked">
            <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
          </Form.Item>
        </>
      }
    />
  );
}
