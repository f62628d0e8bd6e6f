import { useApolloClient } from '@apollo/client/react';
import { Form, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/Autocomplete';
import { PlanningSupplierSearchQuery } from '../planning.operations';

/** A supplier the plan may give a run to. */
export interface ChosenSupplier {
  id: number;
  name: string;
  vehicle: string | null;
}

/** The runs to fill: suppliers picked by name, unallocated runs, and how long to search. */
export interface RunChoice {
  suppliers: ChosenSupplier[];
  unallocatedRuns: number;
  budgetSeconds: number;
}

interface Props {
  value: RunChoice;
  onChange: (next: RunChoice) => void;
}

/** Picks the suppliers (each carries up to its smallest vehicle, behaviour.md "Manifests / Supplier assignment") and the unallocated runs a plan may fill. */
export function RunChooser({ value, onChange }: Props) {
  const client = useApolloClient();
  const [picking, setPicking] = useState<ChosenSupplier | null>(null);
  const search = async (name: string) => {
    const { data } = await client.query({ query: PlanningSupplierSearchQuery, variables: { name }, fetchPolicy: 'network-only' });
    return (data?.supplierSearch ?? []).map((s) => ({ id: s.id, name: s.name, vehicle: s.smallestVehicle?.name ?? null }));
  };
  const add = (s: ChosenSupplier | null) => {
    setPicking(null);
    if (s && !value.suppliers.some((x) => x.id === s.id)) onChange({ ...value, suppliers: [...value.suppliers, s] });
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }}>
      <Form.Item label="Suppliers">
        <Autocomplete search={search} labelOf={(s) => s.name} keyOf={(s) => s.id} value={picking} onChange={add} placeholder="Add a supplier by name" testId="planning-supplier" pauseMs={300} />
        <Space wrap style={{ marginTop: 8 }} data-testid="planning-suppliers">
          {value.suppliers.map((s) => (
            <Tag key={s.id} closable onClose={() => onChange({ ...value, suppliers: value.suppliers.filter((x) => x.id !== s.id) })} data-testid={`planning-supplier-${s.id}`}>
              {s.name}
              {s.vehicle && ` (${s.vehicle})`}
            </Tag>
          ))}
        </Space>
      </Form.Item>
      <Space size="large">
        <Form.Item label="Unallocated runs" htmlFor="planning-unallocated" tooltip="Runs with no supplier yet: created as Unallocated manifests">
          <InputNumber id="planning-unallocated" min={0} max={40} value={value.unallocatedRuns} onChange={(n) => onChange({ ...value, unallocatedRuns: n ?? 0 })} data-testid="planning-unallocated" />
        </Form.Item>
        <Form.Item label="Search for (seconds)" htmlFor="planning-budget">
          <InputNumber id="planning-budget" min={1} max={10} value={value.budgetSeconds} onChange={(n) => onChange({ ...value, budgetSeconds: n ?? 2 })} data-testid="planning-budget" />
        </Form.Item>
      </Space>
    </Form>
  );
}
