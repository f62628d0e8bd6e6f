/**
 * Supplier earnings over a date range (behaviour.md "Manifests / Supplier assignment" GET /Suppliers/{from}/{to}/Earnings) and which
 * supplier carries a consignment or manifest, with its last position (behaviour.md "Booking / Consignment search and export" GET /SupplierLocations/Search).
 * Each is one SQL statement, whatever the number of rows.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice, requireUser } from '../../context.js';
import { badInput, forbidden } from '../../errors.js';
import { reportRange } from '../reports/report-range.js';
import { UserRole } from '../users/user.entity.js';
import { exactly } from '../../db/like.js';
import { boundedRows } from '../../domain/list-bounds.js';

/** One supplier's earnings in a period (pence). */
export interface SupplierEarnings {
  supplierId: number;
  supplierName: string;
  numberOfManifests: number;
  costTotalPence: number;
  deductionsPence: number;
  netPence: number;
}

/**
 * Per supplier: its live manifests starting in the range, their cost total, its deductions and the net
 * (decisions: Manifests); the range is checked like every report's (reports/report-range).
 */
export async function supplierEarnings(ctx: RequestContext, from: string, to: string): Promise<SupplierEarnings[]> {
  requireOffice(ctx);
  const { start, end } = reportRange(from, to, ctx.config.limits.listDays);
  const max = ctx.config.limits.listRows;
  const rows = await ctx.em.getConnection().execute<{ id: number; name: string; manifests: string; cost: string; deductions: string }[]>(
    `select s.id, s.name, count(m.id) as manifests, coalesce(sum(m.cost_pence), 0) as cost,
       coalesce((select sum(d.value_pence) from supplier_deduction d where d.supplier_id = s.id), 0) as deductions
     from supplier s join manifest m on m.supplier_id = s.id and not m.is_deleted and m.start_date_time >= ? and m.start_date_time < ?
     group by s.id, s.name order by s.name, s.id limit ?`, [start, end, max + 1]);
  return boundedRows(rows, max, 'suppliers').map((r) => ({
    supplierId: r.id, supplierName: r.name, numberOfManifests: Number(r.manifests), costTotalPence: Number(r.cost),
    deductionsPence: Number(r.deductions), netPence: Number(r.cost) - Number(r.deductions),
  }));
}

/** A supplier carrying what was searched for, with its last known position (null when none). */
export interface CarrierLocation {
  supplierId: number;
  supplierName: string;
  manifestId: number;
  manifestNumber: number;
  latitude: number | null;
  longitude: number | null;
  recordedAt: Date | null;
}

/**
 * GET /SupplierLocations/Search: by consignment number, customer reference or PO number, or by manifest
 * number. Office users search everything; customer users only their own consignments; drivers are refused.
 */
export async function searchCarriers(ctx: RequestContext, query: { text?: string | null; manifestNumber?: number | null }): Promise<CarrierLocation[]> {
  const user = requireUser(ctx);
  if (user.role === UserRole.SUPPLIER) throw forbidden();
  const text = query.text?.trim() ?? '';
  if (!text && query.manifestNumber == null) throw badInput([{ field: 'consignmentNumberCustomerReferenceOrPONumber', message: 'Enter a consignment number, customer reference, PO number or manifest number' }]);
  if (text.length > 200) throw badInput([{ field: 'consignmentNumberCustomerReferenceOrPONumber', message: 'The search text must be at most 200 characters' }]);
  const params: unknown[] = [];
  const stopWhere: string[] = [];
  if (text) {
    stopWhere.push(`(c.customer_reference ilike ? or c.po_number ilike ?${/^\d{1,9}$/.test(text) ? ' or c.consignment_number = ?' : ''})`);
    params.push(exactly(text), exactly(text), ...(/^\d{1,9}$/.test(text) ? [Number(text)] : []));
  }
  if (user.role === UserRole.CUSTOMER) { stopWhere.push('c.customer_id = ?'); params.push(user.customer?.id ?? -1); }
  const manifestWhere = query.manifestNumber != null ? 'and m.manifest_number = ?' : '';
  if (query.manifestNumber != null) params.push(query.manifestNumber);
  const rows = await ctx.em.getConnection().execute<{ supplier_id: number; name: string; manifest_id: number; manifest_number: number; latitude: number | null; longitude: number | null; recorded_at: Date | null }[]>(
    `select s.id as supplier_id, s.name, m.id as manifest_id, m.manifest_number, l.latitude, l.longitude, l.recorded_at
     from manifest m join supplier s on s.id = m.supplier_id left join supplier_last_location l on l.supplier_id = s.id
     where not m.is_deleted and exists (select 1 from consignment_address ca join consignment c on c.id = ca.consignment_id
       where ca.manifest_id = m.id${stopWhere.length ? ` and ${stopWhere.join(' and ')}` : ''}) ${manifestWhere}
     order by m.start_date_time desc nulls last, m.id desc limit 50`, params);
  return rows.map((r) => ({ supplierId: r.supplier_id, supplierName: r.name, manifestId: r.manifest_id, manifestNumber: r.manifest_number, latitude: r.latitude, longitude: r.longitude, recordedAt: r.recorded_at ? new Date(r.recorded_at) : null }));
}
