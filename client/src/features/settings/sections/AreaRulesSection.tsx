import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CatalogueSection } from '../components/CatalogueSection';
import { orderColumn } from '../components/orderColumn';
import { useMoveOrder } from '../hooks/useMoveOrder';
import { AreaRuleSettingsQuery, CreateAreaRuleMutation, MoveAreaRuleMutation, PricingVehicleTypesQuery, UpdateAreaRuleMutation } from '../pricing.operations';
import { firstAndOthers, prefixList } from '../pricingRules';
import { pounds } from './AdditionalChargesSection';
import { AreaRuleFields, areaRuleInput, areaRuleValues, type AreaRuleValues } from './AreaRuleFields';

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
  const moveRule = useMoveOrder(move, 'Area rule order saved');
  const rows = useMemo(() => [...(data?.areaRuleSettings ?? [])].sort((a, b) => a.order - b.order), [data]);
  const typeOptions = useMemo(() => [...(types?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order).map((t) => ({ value: t.id, label: t.name })), [types]);

  return (
    <CatalogueSection<(typeof rows)[number], AreaRuleValues>
      testId="area-rules"
      title="Area additional charge rules"
      noun="Area rule"
      rows={rows}
      loading={loading}
      columns={[
        orderColumn({ testId: 'area-rules', rowCount: rows.length, moving, move: moveRule }),
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
      valuesOf={areaRuleValues}
      create={(v) => create({ variables: { input: areaRuleInput(v) } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...areaRuleInput(v), version: r.version } } })}
      fields={<AreaRuleFields typeOptions={typeOptions} />}
    />
  );
}
