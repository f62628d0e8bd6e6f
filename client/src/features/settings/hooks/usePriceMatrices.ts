import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { PriceMatrixType } from '../../../gql/graphql';
import { CustomerMatricesQuery, PriceMatricesQuery, PricingCustomersQuery, PricingVehicleTypesQuery } from '../pricing.operations';

/**
 * The price matrices shown (behaviour.md "Settings / Additional charges, area rules and price matrices"): the default PRICING or
 * COSTING - SUPPLIER ones, or a customer's PRICING ones; and the vehicle types and customers to choose from.
 */
export function usePriceMatrices() {
  const [type, setType] = useState<PriceMatrixType>('PRICING');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const defaults = useQuery(PriceMatricesQuery);
  const forCustomer = useQuery(CustomerMatricesQuery, customerId ? { variables: { customerId } } : { skip: true, variables: { customerId: 0 } });
  const { data: types } = useQuery(PricingVehicleTypesQuery);
  const { data: customers } = useQuery(PricingCustomersQuery);

  const customerName = useMemo(() => new Map((customers?.customers ?? []).map((c) => [c.id, c.name])), [customers]);
  const typeOptions = useMemo(() => [...(types?.vehicleTypes ?? [])].sort((a, b) => a.order - b.order).map((t) => ({ value: t.id, label: t.name })), [types]);
  const customerOptions = useMemo(() => (customers?.customers ?? []).map((c) => ({ value: c.id, label: c.name })), [customers]);

  const rows = useMemo(() => {
    if (customerId) return type === 'PRICING' ? (forCustomer.data?.customerMatrices ?? []) : [];
    return (type === 'PRICING' ? defaults.data?.priceMatrices : defaults.data?.costingMatrices) ?? [];
  }, [customerId, type, defaults.data, forCustomer.data]);

  return { type, setType, customerId, setCustomerId, rows, loading: defaults.loading || forCustomer.loading, customerName, typeOptions, customerOptions };
}
