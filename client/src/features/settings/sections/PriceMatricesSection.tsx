import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { PriceMatrixIncrement, PriceMatrixType, SettingsPriceMatrixFragment } from '../../../gql/graphql';
import { EditModal } from '../components/EditModal';
import { SettingsTable } from '../components/SettingsTable';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import {
  CreatePriceMatrixMutation,
  CustomerMatricesQuery,
  DeletePriceMatrixMutation,
  PriceMatricesQuery,
  PricingCustomersQuery,
  PricingVehicleTypesQuery,
  UpdatePriceMatrixMutation,
} from '../pricing.operations';
import { matrixTypeInput } from '../pricingRules';
import { pounds } from './AdditionalChargesSection';

interface RowValues {
  from: number;
  to?: number | null;
  interval: number;
  priceBreak: number;
}

interface MatrixValues {
  name?: string;
  matrixType: PriceMatrixType;
  priceIncrement: PriceMatrixIncrement;
  vehicleTypeId: number;
  customerId?: number | null;
  minimumPrice: number;
  rows: RowValues[];
  isDeactivated: boolean;
}

const TYPE_OPTIONS = [
  { value: 'PRICING', label: 'Pricing' },
  { value: 'COSTING_SUPPLIER', label: 'Costing - supplier' },
];
const INCREMENT_OPTIONS = [
  { value: 'DISTANCE', label: 'Distance (miles)' },
  { value: 'TIME', label: 'Time (minutes)' },
];
const money = { min: 0, precision: 2, step: 0.01, prefix: '£' } as const;

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

/**
 * Price matrices (behaviour.md "Suppliers / Suppliers screen"; "Settings / Additional charges, area rules and price matrices"): the default PRICING matrices or the COSTING - SUPPLIER ones, or a
 * customer's; create and edit with their bands, delete after confirmation.
 */
export function PriceMatricesSection() {
  const [type, setType] = useState<PriceMatrixType>('PRICING');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const defaults = useQuery(PriceMatricesQuery);
  const forCustomer = useQuery(CustomerMatricesQuery, customerId ? { variables: { customerId } } : { skip: true, variables: { customerId: 0 } });
  const { data: types } = useQuery(PricingVehicleTypesQuery);
  const { data: customers } = useQuery(PricingCustomersQuery);
  const refetchQueries = customerId ? [PriceMatricesQuery, CustomerMatricesQuery] : [PriceMatricesQuery];
  const opts = { refetchQueries, awaitRefetchQueries: true };
  const [create] = useMutation(CreatePriceMatrixMutation, opts);
  const [update] = useMutation(UpdatePriceMatrixMutation, opts);
  const [remove] = useMutation(DeletePriceMatrixMutation, opts);
  const feedback = useSaveFeedback();
  const [editing, setEditing] = useState<SettingsPriceMatrixFragment | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const row = editing === 'new' ? null : editing;

  const customerName = useMemo(() => new Map((customers?.customers ?? []).map((c) => [c.id, c.name])), [customers]);
  const typeOptions = useMemo(() => [...(types?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order).map((t) => ({ value: t.id, label: t.name })), [types]);
  const customerOptions = useMemo(() => (customers?.customers ?? []).map((c) => ({ value: c.id, label: c.name })), [customers]);

  const rows = useMemo(() => {
    if (customerId) return type === 'PRICING' ? (forCustomer.data?.customerMatrices ?? []) : [];
    return (type === 'PRICING' ? defaults.data?.priceMatrices : defaults.data?.costingMatrices) ?? [];
  }, [customerId, type, defaults.data, forCustomer.data]);

  const save = async (values: MatrixValues) => {
    setSaving(true);
    const input = {
      name: values.name?.trim() || null,
      matrixType: matrixTypeInput(values.matrixType),
      priceIncrement: values.priceIncrement,
      vehicleTypeId: values.vehicleTypeId,
      customerId: values.matrixType === 'PRICING' ? (values.customerId ?? null) : null,
      minimumPrice: values.minimumPrice,
      isDeactivated: values.isDeactivated,
      rows: (values.rows ?? []).map((r) => ({ from: r.from, to: r.to ?? null, interval: r.interval, priceBreak: r.priceBreak })),
    };
    try {
      await (row ? update({ variables: { id: row.id, input: { ...input, version: row.version } } }) : create({ variables: { input } }));
      feedback.saved('Price matrix saved');
      setEditing(null);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const destroy = async (id: number) => {
    try {
      await remove({ variables: { id } });
      feedback.saved('Price matrix deleted');
    } catch (error) {
      feedback.failed(error);
    }
  };

  const initialValues: Partial<MatrixValues> = row
    ? {
        name: row.name ?? '',
        matrixType: row.matrixType,
        priceIncrement: row.priceIncrement,
        vehicleTypeId: row.vehicleTypeId,
        customerId: row.customerId ?? null,
        minimumPrice: row.minimumPrice ?? 0,
        isDeactivated: row.isDeactivated,
        rows: row.rows.map((r) => ({ from: r.from, to: r.to ?? null, interval: r.interval, priceBreak: r.priceBreak ?? 0 })),
      }
    : { matrixType: type, priceIncrement: 'DISTANCE', customerId, minimumPrice: 0, isDeactivated: false, rows: [] };

  return (
    <>
      <SettingsTable<SettingsPriceMatrixFragment>
        testId="price-matrices"
        title="Price matrices"
        rows={rows}
        loading={defaults.loading || forCustomer.loading}
        searchText={(r) => `${r.name ?? ''} ${r.vehicleType.name}`}
        onAdd={() => setEditing('new')}
        extra={
          <>
            <Select<PriceMatrixType> aria-label="Matrix type" value={type} onChange={setType} options={TYPE_OPTIONS} style={{ width: 170 }} data-testid="price-matrices-type" />
            {type === 'PRICING' && (
              <Select<number>
                aria-label="Customer"
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="Default (no customer)"
                value={customerId ?? undefined}
                onChange={(v) => setCustomerId(v ?? null)}
                options={customerOptions}
                style={{ width: 200 }}
                data-testid="price-matrices-customer"
              />
            )}
          </>
        }
        columns={[
          { title: 'Name', dataIndex: 'name', render: (n: string | null) => <span data-testid="price-matrix-name">{n}</span> },
          { title: 'Vehicle type', key: 'vehicleType', render: (_, r) => r.vehicleType.name },
          { title: 'Customer', dataIndex: 'customerId', render: (id: number | null) => (id ? (customerName.get(id) ?? id) : 'Default') },
          { title: 'Increment', dataIndex: 'priceIncrement', render: (i: PriceMatrixIncrement) => (i === 'TIME' ? 'Time' : 'Distance') },
          { title: 'Minimum price', dataIndex: 'minimumPrice', align: 'right', render: pounds },
          { title: 'Rows', key: 'rows', align: 'right', render: (_, r) => <span data-testid={`price-matrices-rows-${r.id}`}>{r.rows.length}</span> },
          { title: 'Deactivated', dataIndex: 'isDeactivated', width: 110, render: (d: boolean) => (d ? <Tag>Deactivated</Tag> : null) },
          {
            key: 'actions',
            width: 90,
            render: (_, r) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => setEditing(r)} data-testid={`price-matrices-edit-${r.id}`} />
                <Popconfirm title="Delete this price matrix?" okText="Delete" okButtonProps={{ danger: true, ...({ 'data-testid': 'price-matrices-delete-confirm' } as Record<`data-${string}`, string>) }} onConfirm={() => destroy(r.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete" data-testid={`price-matrices-delete-${r.id}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditModal<MatrixValues>
        testId="price-matrices"
        title={row ? 'Edit price matrix' : 'New price matrix'}
        open={editing !== null}
        initialValues={initialValues}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
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
      </EditModal>
    </>
  );
}
