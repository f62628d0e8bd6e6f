import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CatalogueSection } from '../components/CatalogueSection';
import { orderColumn } from '../components/orderColumn';
import { useMoveOrder } from '../hooks/useMoveOrder';
import { CreateVehicleTypeMutation, MoveVehicleTypeMutation, SettingsVehicleTypesQuery, UpdateVehicleTypeMutation } from '../people.operations';
import { VehicleTypeFields, VehicleTypeIcon } from './VehicleTypeFields';

interface VehicleTypeValues {
  name: string;
  iconCode: string;
  /** Load units (load-details quantities) it carries; empty = no limit (decision 0166). */
  capacity: number | null;
  isDeactivated: boolean;
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
  const moveType = useMoveOrder(move, 'Vehicle type order saved');
  const rows = useMemo(() => [...(data?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order), [data]);

  return (
    <CatalogueSection<(typeof rows)[number], VehicleTypeValues>
      testId="vehicle-types"
      title="Vehicle types"
      noun="Vehicle type"
      rows={rows}
      loading={loading}
      columns={[
        orderColumn({ testId: 'vehicle-types', rowCount: rows.length, moving, move: moveType }),
        { title: 'Icon', dataIndex: 'iconCode', width: 60, render: (code: string) => <VehicleTypeIcon code={code} /> },
        { title: 'Name', dataIndex: 'name', render: (name: string) => <span data-testid="vehicle-type-name">{name}</span> },
        { title: 'Icon code', dataIndex: 'iconCode' },
        { title: 'Capacity', dataIndex: 'capacity', width: 110, render: (capacity: number | null) => <span data-testid="vehicle-type-capacity">{capacity ?? 'No limit'}</span> },
      ]}
      searchText={(r) => `${r.name} ${r.iconCode}`}
      valuesOf={(r) => (r ? { name: r.name, iconCode: r.iconCode, capacity: r.capacity ?? null, isDeactivated: r.isDeactivated } : { capacity: null, isDeactivated: false })}
      create={(v) => create({ variables: { input: v } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...v, version: r.version } } })}
      fields={<VehicleTypeFields />}
    />
  );
}
