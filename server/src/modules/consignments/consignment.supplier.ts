/**
 * Keeps `Consignment.supplier` equal to the domain rule (`domain/consignment-supplier.ts`): every write that
 * moves stops on or off a manifest, or changes a manifest's supplier, calls this in its own transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { consignmentSupplierId } from '../../domain/consignment-supplier.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { Consignment } from './consignment.entity.js';

interface StopRow { consignment_id: number; supplier_id: number | null }

/**
 * Sets the supplier of each given consignment from the manifests now carrying its stops. Flushes first, so
 * the stops' manifests as changed in this transaction are what is read; a consignment whose supplier
 * changes gets a new version when the transaction flushes.
 */
export async function syncConsignmentSuppliers(em: EntityManager, consignmentIds: readonly number[]): Promise<void> {
  const ids = [...new Set(consignmentIds)];
  if (!ids.length) return;
  await em.flush();
  const rows = await em.getConnection().execute<StopRow[]>(
    `select ca.consignment_id, m.supplier_id from consignment_address ca
     left join manifest m on m.id = ca.manifest_id and not m.is_deleted
     where ca.consignment_id in (${ids.map(() => '?').join(',')}) order by ca.consignment_id, ca.consignment_order, ca.id`,
    ids, 'all', em.getTransactionContext());
  const consignments = await em.find(Consignment, { id: { $in: ids } });
  for (const c of consignments) {
    const stops = rows.filter((r) => r.consignment_id === c.id).map((r) => ({ manifestSupplierId: r.supplier_id }));
    const supplierId = consignmentSupplierId(stops);
    if ((c.supplier?.id ?? null) !== supplierId) c.supplier = supplierId == null ? null : em.getReference(Supplier, supplierId);
  }
}
