import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import type { MoveDirection } from '../../../gql/graphql';
import { CatalogueSection } from '../components/CatalogueSection';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { AreaRuleSettingsQuery, CreateAreaRuleMutation, MoveAreaRuleMutation, PricingVehicleTypesQuery, UpdateAreaRuleMutation } from '../pricing.operations';
import { firstAndOthers, othersTag, prefixList } from '../pricingRules';
import { pounds } from './AdditionalChargesSection';

interface AreaRuleValues {
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

/**
 * Area additional charge rules (behaviour.md "Settings / Settings screen"; "Settings / Additional charges, area rules and price matrices"; "Settings / Vehicle types and area rules order"): listed in Order; moving one swaps it with its
 * neighbour and the server renumbers in steps of 10. Postcodes are newline-separated prefixes.
 */
export function AreaRulesSection() {
  const { data, loading } = useQuery(AreaRuleSettingsQuery);
  const { data: types } = useQuery(PricingVehicleTypesQuery);
  const opts = { refetchQueries: [AreaRuleSettingsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateAreaRuleMutation, opts);
  const [update] = useMutation(UpdateAreaRuleMutation, opts);
  const [move, { loading: moving }] = useMutation(MoveAreaRuleMutation, opts);
  const feedback = useSaveFeedback();
  const rows = useMemo(() => [...(data?.areaRuleSettings ?? [])].sort((a, b) => a.order - b.order), [data]);
  const typeOptions = useMemo(() => [...(types?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order).map((t) => ({ value: t.id, label: t.name })), [types]);

  const moveRule = async (id: number, version: number, direction: MoveDirection) => {
    try {
      await move({ variables: { id, version, direction } });
      feedback.saved('Area rule order saved');
    } catch (error) {
      feedback.failed(error);
    }
  };

  const toInput = (v: AreaRuleValues) => ({ ...v, maxPrice: v.maxPrice ?? null, maxCost: v.maxCost ?? null, postcodeExclusions: v.postcodeExclusions ?? '', vehicleTypeIds: v.vehicleTypeIds ?? [] });

  return (
    <CatalogueSection<(typeof rows)[number], AreaRuleValues>
      testId="area-rules"
      title="Area additional charge rules"
      noun="Area rule"
      rows={rows}
      loading={loading}
      columns={[
        {
          title: 'Order',
          key: 'move',
          width: 130,
          render: (_, r, index) => (
            <Space>
              <span data-testid={`area-rules-order-${r.id}`}>{r.order}</span>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label="Move up" disabled={index === 0 || moving} onClick={() => void moveRule(r.id, r.version, 'UP')} data-testid={`area-rules-up-${r.id}`} />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label="Move down" disabled={index === rows.length - 1 || moving} onClick={() => void moveRule(r.id, r.version, 'DOWN')} data-testid={`area-rules-down-${r.id}`} />
            </Space>
          ),
        },
        { title: 'Name', dataIndex: 'name', render: (name: string) => <span data-testid="area-rule-name">{name}</span> },
        { title: 'Postcodes', dataIndex: 'postcodes', render: prefixList },
        { title: 'Exclusions', dataIndex: 'postcodeExclusions', render: prefixList },
        { title: 'Vehicle types', key: 'types', render: (_, r) => firstAndOthers(r.vehicleTypes.map((t) => t.name)) },
        { title: 'Price %', dataIndex: 'pricePercentage', align: 'right' },
        { title: 'Max price', dataIndex: 'maxPrice', align: 'right', render: pounds },
        { title: 'Cost %', dataIndex: 'costPercentage', align: 'right' },
        { title: 'Max cost', dataIndex: 'maxCost', align: 'right', render: pounds },
      ]}
      searchText={(r) => `${r.name} ${r.postcodes}`}
      valuesOf={(r) =>
        r
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
          : { isDeactivated: false, postcodeExclusions: '', vehicleTypeIds: [], maxPrice: null, maxCost: null }
      }
      create={(v) => create({ variables: { input: toInput(v) } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...toInput(v), version: r.version } } })}
      fields={
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
      }
    />
  );
}
