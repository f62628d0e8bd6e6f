import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import type { MoveDirection } from '../../../gql/graphql';
import { ICON_CODES, vehicleIconHtml } from '../../map/vehicleIcons';
import { CatalogueSection } from '../components/CatalogueSection';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { CreateVehicleTypeMutation, MoveVehicleTypeMutation, SettingsVehicleTypesQuery, UpdateVehicleTypeMutation } from '../people.operations';

interface VehicleTypeValues {
  name: string;
  iconCode: string;
  /** Load units (load-details quantities) it carries; empty = no limit (decision 0166). */
  capacity: number | null;
  isDeactivated: boolean;
}

function Icon({ code }: { code: string }) {
  return <span dangerouslySetInnerHTML={{ __html: vehicleIconHtml(code) }} style={{ display: 'inline-flex', verticalAlign: 'middle' }} />;
}

/**
 * Vehicle types (behaviour.md "Settings / Settings screen"; "Settings / Vehicle types and area rules order"): an ordered list, smallest first; moving one swaps it with its
 * neighbour and the server renumbers the order in steps of 10.
 */
export function VehicleTypesSection() {
  const { data, loading } = useQuery(SettingsVehicleTypesQuery);
  const opts = { refetchQueries: [SettingsVehicleTypesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateVehicleTypeMutation, opts);
  const [update] = useMutation(UpdateVehicleTypeMutation, opts);
  const [move, { loading: moving }] = useMutation(MoveVehicleTypeMutation, opts);
  const feedback = useSaveFeedback();
  const rows = useMemo(() => [...(data?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order), [data]);

  const moveType = async (id: number, version: number, direction: MoveDirection) => {
    try {
      await move({ variables: { id, version, direction } });
      feedback.saved('Vehicle type order saved');
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <CatalogueSection<(typeof rows)[number], VehicleTypeValues>
      testId="vehicle-types"
      title="Vehicle types"
      noun="Vehicle type"
      rows={rows}
      loading={loading}
      columns={[
        {
          title: 'Order',
          key: 'move',
          width: 130,
          render: (_, r, index) => (
            <Space>
              <span data-testid={`vehicle-types-order-${r.id}`}>{r.order}</span>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label="Move up" disabled={index === 0 || moving} onClick={() => void moveType(r.id, r.version, 'UP')} data-testid={`vehicle-types-up-${r.id}`} />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label="Move down" disabled={index === rows.length - 1 || moving} onClick={() => void moveType(r.id, r.version, 'DOWN')} data-testid={`vehicle-types-down-${r.id}`} />
            </Space>
          ),
        },
        { title: 'Icon', dataIndex: 'iconCode', width: 60, render: (code: string) => <Icon code={code} /> },
        { title: 'Name', dataIndex: 'name', render: (name: string) => <span data-testid="vehicle-type-name">{name}</span> },
        { title: 'Icon code', dataIndex: 'iconCode' },
        { title: 'Capacity', dataIndex: 'capacity', width: 110, render: (capacity: number | null) => <span data-testid="vehicle-type-capacity">{capacity ?? 'No limit'}</span> },
      ]}
      searchText={(r) => `${r.name} ${r.iconCode}`}
      valuesOf={(r) => (r ? { name: r.name, iconCode: r.iconCode, capacity: r.capacity ?? null, isDeactivated: r.isDeactivated } : { capacity: null, isDeactivated: false })}
      create={(v) => create({ variables: { input: v } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...v, version: r.version } } })}
      fields={
        <>
          <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label="Map icon" name="iconCode" rules={[{ required: true, message: 'Please choose an icon' }]}>
            <Select
              data-testid="field-icon-code"
              options={ICON_CODES.map((code) => ({ value: code, label: <Space><Icon code={code} />{code}</Space> }))}
            />
          </Form.Item>
          <Form.Item label="Capacity (load units)" name="capacity" extra="Pallets, cages or parcels as load details count them; empty for no limit. Plan the day keeps each run within it.">
            <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} data-testid="field-capacity" />
          </Form.Item>
          <Form.Item name="isDeactivated" valuePropName="checked">
            <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
          </Form.Item>
        </>
      }
    />
  );
}
