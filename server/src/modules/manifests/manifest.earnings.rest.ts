/** REST routes for supplier earnings and the carrier search; thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import { badInput } from '../../errors.js';
import { searchCarriers, supplierEarnings } from './manifest.earnings.js';

type Query = Record<string, string | undefined>;
const value = (query: Query, key: string) => query[Object.keys(query).find((k) => k.toLowerCase() === key.toLowerCase()) ?? ''];

/** GET /Suppliers/{from}/{to}/Earnings and GET /SupplierLocations/Search. */
export async function earningsRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/Suppliers/:from/:to/Earnings', async (request) =>
    (await supplierEarnings(request.ctx, request.params.from, request.params.to)).map((e) => ({
      SupplierId: e.supplierId, SupplierName: e.supplierName, NumberOfManifests: e.numberOfManifests,
      CostTotal: penceToPounds(e.costTotalPence), Deductions: penceToPounds(e.deductionsPence), Net: penceToPounds(e.netPence),
    })));

  app.get<{ Querystring: Query }>('/SupplierLocations/Search', async (request) => {
    const number = value(request.query, 'manifestNumber');
    if (number !== undefined && number !== '' && !/^\d{1,9}$/.test(number)) throw badInput([{ field: 'manifestNumber', message: 'manifestNumber must be a whole number' }]);
    const list = await searchCarriers(request.ctx, { text: value(request.query, 'consignmentNumberCustomerReferenceOrPONumber'), manifestNumber: number ? Number(number) : null });
    return list.map((c) => ({
      SupplierId: c.supplierId, SupplierName: c.supplierName, ManifestId: c.manifestId, ManifestNumber: c.manifestNumber,
      LastKnownLocation: c.latitude === null ? null : { Latitude: c.latitude, Longitude: c.longitude, DateCreated: c.recordedAt?.toISOString() ?? null },
    }));
  });
}
