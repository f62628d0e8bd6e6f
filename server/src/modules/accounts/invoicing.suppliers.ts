/**
 * What supplier invoicing needs to know about a set of manifests: each supplier's deductions and
 * split-Xero setting, and for each manifest its cost and whether all its customers use the default
 * Xero organisation (a customer with no organisation is invoiced from the default one). One statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SupplierInvoicing } from '../../domain/accounts.js';

/** A manifest as supplier invoicing sees it. */
export interface InvoicingManifest {
  id: number;
  manifestNumber: number;
  supplierId: number;
  costPence: number;
  invoiceReference: string | null;
  startDateTime: Date | null;
  defaultOrganisation: boolean;
}

/** A supplier with the manifests of the run. */
export interface InvoicingSupplier extends SupplierInvoicing {
  rows: InvoicingManifest[];
}

interface Row {
  id: number; manifest_number: number; supplier_id: number; supplier_name: string; split_xero_invoices: boolean;
  cost_pence: number; invoice_reference: string | null; start_date_time: Date | null; default_organisation: boolean; deductions: string;
}

/** Loads the manifests (inside the caller's transaction) grouped per supplier, suppliers by name. */
export async function supplierInvoicing(em: EntityManager, manifestIds: number[]): Promise<InvoicingSupplier[]> {
  if (!manifestIds.length) return [];
  const rows = await em.getConnection().execute<Row[]>(
    `select m.id, m.manifest_number, m.supplier_id, s.name as supplier_name, s.split_xero_invoices, m.cost_pence, m.invoice_reference, m.start_date_time,
       not exists (select 1 from consignment_address ca join consignment c on c.id = ca.consignment_id join customer cu on cu.id = c.customer_id
         join xero_organisation xo on xo.id = cu.xero_organisation_id where ca.manifest_id = m.id and not xo.is_default) as default_organisation,
       coalesce((select sum(d.value_pence) from supplier_deduction d where d.supplier_id = s.id), 0) as deductions
     from manifest m join supplier s on s.id = m.supplier_id
     where m.id in (${manifestIds.map(() => '?').join(',')}) order by s.name, s.id, m.id`,
    manifestIds, 'all', em.getTransactionContext());
  const bySupplier = new Map<number, InvoicingSupplier>();
  for (const r of rows) {
    const supplier = bySupplier.get(r.supplier_id) ?? { supplierId: r.supplier_id, supplierName: r.supplier_name, splitXeroInvoices: r.split_xero_invoices, deductionsPence: Number(r.deductions), manifests: [], rows: [] };
    const manifest: InvoicingManifest = {
      id: r.id, manifestNumber: r.manifest_number, supplierId: r.supplier_id, costPence: r.cost_pence, invoiceReference: r.invoice_reference,
      startDateTime: r.start_date_time ? new Date(r.start_date_time) : null, defaultOrganisation: r.default_organisation,
    };
    supplier.manifests.push({ costPence: r.cost_pence, defaultOrganisation: r.default_organisation });
    supplier.rows.push(manifest);
    bySupplier.set(r.supplier_id, supplier);
  }
  return [...bySupplier.values()];
}
