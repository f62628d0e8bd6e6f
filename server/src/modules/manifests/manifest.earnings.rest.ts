/** REST routes for supplier earnings and the carrier search; thin: parse, call, map. */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import { badInput } from '../../errors.js';
import { queryValue, type Query } from '../../rest/params.js';
import { searchCarriers, supplierEarnings } from './manifest.earnings.js';


/** GET /Suppliers/{from}/{to}/Earnings and GET /SupplierLocations/Search. */
export async function earningsRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/Suppliers/:from/:to/Earnings', { schema: { summary: 'Each supplier\'s earnings in a date range.', params: R.TextParams({ from: 'The first day, YYYY-MM-DD.', to: 'The last day, YYYY-MM-DD.' }), response: R.Answers({ 200: R.List(R.Json('SupplierId, SupplierName, NumberOfManifests, CostTotal, Deductions, Net.')) }) } }, async (request) =>
    (await supplierEarnings(request.ctx, request.params.from, request.params.to)).map((e) => ({
      SupplierId: e.supplierId, SupplierName: e.supplierName, NumberOfManifests: e.numberOfManifests,
      CostTotal: penceToPounds(e.costTotalPence), Deductions: penceToPounds(e.deductionsPence), Net: penceToPounds(e.netPence),
    })));

  app.get<{ Querystring: Query }>('/SupplierLocations/Search', { schema: { summary: 'Carriers of matching consignments or a manifest, with their last known location.', querystring: R.Query({ consignmentNumberCustomerReferenceOrPONumber: R.QueryText('A consignment number, customer reference or PO number.'), manifestNumber: R.QueryText('A manifest number.') }), response: R.Answers({ 200: R.List(R.Json('A carrier.')) }) } }, async (request) => {
    const number = queryValue(request.query, 'manifestNumber');
    if (number !== undefined && number !== '' && !/^\d{1,9}$/.test(number)) throw badInput([{ field: 'manifestNumber', message: 'manifestNumber must be a whole number' }]);
    const list = await searchCarriers(request.ctx, { text: queryValue(request.query, 'consignmentNumberCustomerReferenceOrPONumber'), manifestNumber: number ? Number(number) : null });
    return list.map((c) => ({
      SupplierId: c.supplierId, SupplierName: c.supplierName, ManifestId: c.manifestId, ManifestNumber: c.manifestNumber,
      LastKnownLocation: c.latitude === null ? null : { Latitude: c.latitude, Longitude: c.longitude, DateCreated: c.recordedAt?.toISOString() ?? null },
    }));
  });
}
