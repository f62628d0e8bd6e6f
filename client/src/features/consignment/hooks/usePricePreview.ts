import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ConsignmentDraft, LoadedConsignment } from '../consignmentDraft';
import { previewPrice } from '../pricePreview';
import { useDraftRoute } from './useDraftRoute';
import { CostingMatricesQuery, CustomerMatricesQuery, PricingLookupsQuery } from '../pricing.operations';

/** What the booking screen previews: price and cost in pence, and the route they were worked out on. */
export interface PricePreview {
  price: number;
  cost: number;
  miles: number;
  isEstimate: boolean;
}

/**
 * The live price (and, for office users, cost) of the draft in pence with its miles, or null until a route is
 * known: the route of the stops as typed (before the first save too), else the last save's.
 */
export function usePricePreview(
  draft: ConsignmentDraft,
  loaded: LoadedConsignment | null,
  office: boolean,
  catalogue: readonly { id: number; cost?: number | null }[],
) {
  const customerId = draft.customer?.id ?? null;
  const lookups = useQuery(PricingLookupsQuery, { errorPolicy: 'all' });
  const own = useQuery(CustomerMatricesQuery, { variables: { customerId: customerId ?? 0 }, skip: customerId === null, errorPolicy: 'all' });
  const costing = useQuery(CostingMatricesQuery, { skip: !office, errorPolicy: 'all' });
  const typed = useDraftRoute(draft.stops);
  const route = typed ?? (loaded ? { miles: loaded.mileage ?? loaded.totalMiles, minutes: loaded.totalTimeInMinutes, isEstimate: loaded.routeIsEstimate } : null);
  return useMemo((): PricePreview | null => {
    const priced = previewPrice(draft, {
      lookups: lookups.data,
      customerMatrices: own.data?.customerMatrices ?? [],
      costingMatrices: costing.data?.costingMatrices ?? [],
      chargeCosts: new Map(catalogue.map((c) => [c.id, c.cost ?? 0])),
      route,
    });
    return priced && route ? { ...priced, miles: route.miles, isEstimate: route.isEstimate } : null;
  }, [draft, route, lookups.data, own.data, costing.data, catalogue]);
}
