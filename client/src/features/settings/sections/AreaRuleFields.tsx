import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import type { SettingsAreaRulesQuery } from '../../../gql/graphql';
import { othersTag } from '../pricingRules';

type AreaRuleRow = SettingsAreaRulesQuery['areaRuleSettings'][number];

export interface AreaRuleValues {
  name: string;
  postcodes: string;
  postcodeExclusions: string;
  vehicleTypeIds: number[];
  pricePercentage: number;
  costPercentage: number;
  maxPrice: number | null;
  maxCost: number | null;
  isDeactivated: boolean;
}

const percent = { min: 0, max: 1000, precision: 2, suffix: '%', style: { width: '100%' } } as const;
const money = { min: 0, precision: 2, step: 0.01, prefix: '£', style: { width: '100%' } } as const;

/** The form values of a rule, or the defaults of a new one. */
export function areaRuleValues(r: AreaRuleRow | null): Partial<AreaRuleValues> {
  return r
    ? {
        name: r.name,
        postcodes: r.postcodes,
        postcodeExclusions: r.postcodeExclusions,
        vehicleTypeIds: r.vehicleTypeIds,
        pricePercentage: r.pricePercentage ?? 0,
        costPercentage: r.costPercentage ?? 0,
        maxPrice: r.maxPrice ?? null,
        maxCost: r.maxCost ?? null,
        isDeactivated: r.isDeactivated,
      }
    : { isDeactivated: false, postcodeExclusions: '', vehicleTypeIds: [], maxPrice: null, maxCost: null };
}

/** What the server is sent: fields left empty in the form go as null, no exclusions or no vehicle types. */
export function areaRuleInput(v: AreaRuleValues) {
  return { ...v, maxPrice: v.maxPrice ?? null, maxCost: v.maxCost ?? null, postcodeExclusions: v.postcodeExclusions ?? '', vehicleTypeIds: v.vehicleTypeIds ?? [] };
}

/** The add / edit form of an area rule: postcode prefixes one a line, vehicle types, and percentages with optional caps. */
export function AreaRuleFields({ typeOptions }: { typeOptions: { value: number; label: string }[] }) {
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
        <Input data-testid="field-name" />
      </Form.Item>
      <Form.Item label="Postcodes (one prefix a line)" name="postcodes" rules={[{ required: true, whitespace: true, message: 'Please enter at least one postcode' }]}>
        <Input.TextArea rows={3} data-testid="field-postcodes" />
      </Form.Item>
      <Form.Item label="Exclusions (one prefix a line)" name="postcodeExclusions">
        <Input.TextArea rows={2} data-testid="field-postcode-exclusions" />
      </Form.Item>
      <Form.Item label="Vehicle types" name="vehicleTypeIds">
        <Select
          mode="multiple"
          options={typeOptions}
          maxTagCount={1}
          maxTagPlaceholder={(omitted) => othersTag(omitted.length)}
          optionFilterProp="label"
          data-testid="field-vehicle-types"
        />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item label="Price %" name="pricePercentage" rules={[{ required: true, message: 'Please enter a price percentage' }]}>
          <InputNumber {...percent} data-testid="field-price-percentage" />
        </Form.Item>
        <Form.Item label="Max price" name="maxPrice">
          <InputNumber {...money} data-testid="field-max-price" />
        </Form.Item>
        <Form.Item label="Cost %" name="costPercentage" rules={[{ required: true, message: 'Please enter a cost percentage' }]}>
          <InputNumber {...percent} data-testid="field-cost-percentage" />
        </Form.Item>
        <Form.Item label="Max cost" name="maxCost">
          <InputNumber {...money} data-testid="field-max-cost" />
        </Form.Item>
      </Space>
      <Form.Item name="isDeactivated" valuePropName="checked">
        <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
      </Form.Item>
    </>
  );
}
