import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { money } from '../../control-screen/consignmentRules';
import { ManifestSupplierListQuery, UpdateManifestCostsMutation } from '../manifest.operations';
import { manifestFailure, type ManifestScreenData } from '../manifestScreenRules';

interface Props {
  manifest: ManifestScreenData;
  readOnly: boolean;
  /** Opens the assign-supplier modal with this supplier chosen. */
  onChoose: (supplierId: number) => void;
  onChanged: () => void;
}

/**
 * The supplier list and costing of the manifest screen (behaviour.md "Manifests / Manifest screen"; "Manifests / Supplier assignment"): only suppliers whose smallest
 * vehicle's Order is at least the manifest vehicle type's are offered; the cost follows the calculated
 * cost unless set by hand, stored by UpdateCosts.
 */
export function SupplierPanel({ manifest: m, readOnly, onChoose, onChanged }: Props) {
  const suppliers = useQuery(ManifestSupplierListQuery, { variables: { id: m.id }, fetchPolicy: 'network-only' });
  // A firm may have hundreds of suppliers: the list narrows by name as the dispatcher types.
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = (suppliers.data?.manifestSuppliers ?? []).filter((s) => !wanted || s.name.toLowerCase().includes(wanted));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <CostingCard manifest={m} readOnly={readOnly} onChanged={onChanged} />
      <Card size="small" title={`Suppliers for a ${m.vehicleType.name} or larger`} data-testid="supplier-list">
        <Input.Search
          allowClear
          placeholder="Find a supplier by name"
          aria-label="Find a supplier by name"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ marginBottom: 8 }}
          data-testid="supplier-filter"
        />
        <Table
          size="small"
          rowKey="id"
          loading={suppliers.loading}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
          dataSource={shown}
          rowClassName={(s) => (s.id === m.supplier?.id ? 'ant-table-row-selected' : '')}
          columns={[
            { title: 'Supplier', render: (_, s) => <span data-testid={`supplier-option-${s.id}`}>{s.name}</span> },
            { title: 'Smallest vehicle', render: (_, s) => s.smallestVehicle?.name ?? '' },
            {
              title: '',
              width: 90,
              render: (_, s) =>
                s.id === m.supplier?.id ? (
                  <Tag color="blue">Assigned</Tag>
                ) : (
                  <Button size="small" disabled={readOnly} onClick={() => onChoose(s.id)} data-testid={`choose-supplier-${s.id}`}>
                    Assign
                  </Button>
                ),
            },
          ]}
        />
        {suppliers.error && <Typography.Text type="danger">The suppliers could not be loaded.</Typography.Text>}
      </Card>
    </Space>
  );
}

function CostingCard({ manifest: m, readOnly, onChanged }: Omit<Props, 'onChoose'>) {
  const { message } = App.useApp();
  const [cost, setCost] = useState<number | null>(m.cost);
  const [update, { loading }] = useMutation(UpdateManifestCostsMutation);
  useEffect(() => setCost(m.cost), [m.cost]);

  const store = async (value: number) => {
    try {
      await update({ variables: { id: m.id, calculatedCost: m.calculatedCost, cost: value, version: m.version } });
      void message.success('Costs updated');
      onChanged();
    } catch (e) {
      void message.error(manifestFailure(e));
    }
  };
  return (
    <Card size="small" title="Costing" data-testid="manifest-costing">
      <Space wrap>
        <span>
          Calculated cost <strong data-testid="manifest-calculated-cost">{money(m.calculatedCost)}</strong>
        </span>
        <label htmlFor="manifest-cost">Cost £</label>
        <InputNumber
          id="manifest-cost"
          min={0}
          precision={2}
          step={1}
          value={cost}
          disabled={readOnly}
          onChange={(v) => setCost(v)}
          data-testid="manifest-cost"
        />
        {m.costManuallySet && <Tag color="orange" data-testid="manifest-cost-manual">Set by hand</Tag>}
        <Button loading={loading} disabled={readOnly || cost === null} onClick={() => cost !== null && void store(cost)} data-testid="manifest-update-costs">
          Update costs
        </Button>
        {m.costManuallySet && (
          <Button disabled={readOnly} onClick={() => void store(m.calculatedCost)} data-testid="manifest-cost-reset">
            Use calculated
          </Button>
        )}
      </Space>
    </Card>
  );
}
