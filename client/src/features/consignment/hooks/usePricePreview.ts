import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ConsignmentDraft, LoadedConsignment } from '../consignmentDraft';
import { previewPrice } from '../pricePreview';
import { CostingMatricesQuery, CustomerMatricesQuery, PricingLookupsQuery } from '../pricing.operations';

/** The live price (and, for office users, cost) of the draft in pence, or null until a route is known. */
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
  return useMemo(
    () =>
      previewPrice(draft, {
        lookups: lookups.data,
        customerMatrices: own.data?.customerMatrices ?? [],
        costingMatrices: costing.data?.costingMatrices ?? [],
        chargeCosts: new Map(catalogue.map((c) => [c.id, c.cost ?? 0])),
        route: loaded ? { miles: loaded.mileage ?? loaded.totalMiles, minutes: loaded.totalTimeInMinutes } : null,
      }),
    [draft, loaded, lookups.data, own.data, costing.data, catalogue],
  );
}
