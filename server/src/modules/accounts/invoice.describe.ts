/** The words on an invoice line for a consignment: number, date, first collection and last delivery. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDate } from '../../domain/dates.js';

interface Row { id: number; consignment_number: number; start_date_time: Date | null; origin: string | null; destination: string | null }

/** 'Consignment 1042 - 21/11/2026 - London E1 6AN to London SW19 5AE', per consignment id; one statement. */
export async function invoiceLineDescription(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const stop = (order: 'asc' | 'desc', type: string) => `(select concat_ws(' ', a.town, a.postcode) from consignment_address ca
      join consignment_address_type t on t.id = ca.consignment_address_type_id join address a on a.id = ca.address_id
      where ca.consignment_id = c.id and t.name = '${type}' order by ca.consignment_order ${order} limit 1)`;
  const rows = await em.getConnection().execute<Row[]>(
    `select c.id, c.consignment_number, c.start_date_time, ${stop('asc', 'Collection')} as origin, ${stop('desc', 'Delivery')} as destination
     from consignment c where c.id in (${ids.map(() => '?').join(',')})`, ids, 'all', em.getTransactionContext());
  return new Map(rows.map((r) => [r.id, [
    `Consignment ${r.consignment_number}`,
    r.start_date_time ? formatDate(new Date(r.start_date_time)) : null,
    r.origin || r.destination ? `${r.origin ?? ''} to ${r.destination ?? ''}`.trim() : null,
  ].filter(Boolean).join(' - ').slice(0, 500)]));
}
