/**
 * Transport exchange POD approvals (behaviour.md "Accounts / Accounts screen" TX PODs tab, behaviour.md "Accounts / TX PODs", behaviour.md "Roles and access / Access rules", behaviour.md "Accounts / TX PODs"): postings whose proof of delivery
 * has arrived wait for accounts to approve or reject them; one decision per posting, never both.
 * Admin or accounts users only (behaviour.md "Roles and access / Access rules").
 */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { badInput, forbidden, type FieldError } from '../../errors.js';
import { TransportExchangeManifestLog, TransportExchangeManifest } from '../manifests/manifest.entity.js';
import { User } from '../users/user.entity.js';
import { PodDecision, TransportExchangePodDecision } from './invoice.entity.js';
import { parseIds } from './invoicing.schedule.js';

/** The log action the exchange module writes when a proof of delivery arrives. */
const POD_ACTION = 'Proof of delivery';

/** behaviour.md "Roles and access / Access rules": the TX PODs tab is for admin or accounts users. */
export function requireAccounts(ctx: RequestContext): User {
  const user = requireOffice(ctx);
  if (!user.isAdmin && !user.isAccounts) throw forbidden('Only admin or accounts users can approve transport exchange proofs of delivery.');
  return user;
}

/** A posting waiting for a POD decision. */
export interface PodApproval {
  id: number;
  manifestId: number;
  manifestNumber: number;
  supplierName: string | null;
  externalReference: string | null;
  podReceivedAt: Date;
  costPence: number;
}

interface Row { id: number; manifest_id: number; manifest_number: number; supplier_name: string | null; external_reference: string | null; pod_at: Date; cost_pence: number }

/** GET /Manifests/TransportExchangePodApprovals: postings with a POD and no decision, oldest POD first. */
export async function podApprovals(ctx: RequestContext): Promise<PodApproval[]> {
  requireAccounts(ctx);
  const rows = await ctx.em.getConnection().execute<Row[]>(
    `select t.id, m.id as manifest_id, m.manifest_number, s.name as supplier_name, t.external_reference, pod.pod_at, m.cost_pence
     from transport_exchange_manifest t join manifest m on m.id = t.manifest_id left join supplier s on s.id = m.supplier_id
     join lateral (select max(l.created_at) as pod_at from transport_exchange_manifest_log l where l.transport_exchange_manifest_id = t.id and l.action = ?) pod on pod.pod_at is not null
     where not exists (select 1 from transport_exchange_pod_decision d where d.transport_exchange_manifest_id = t.id)
     order by pod.pod_at, t.id`, [POD_ACTION]);
  return rows.map((r) => ({
    id: r.id, manifestId: r.manifest_id, manifestNumber: r.manifest_number, supplierName: r.supplier_name,
    externalReference: r.external_reference, podReceivedAt: new Date(r.pod_at), costPence: r.cost_pence,
  }));
}

const decided = (d: PodDecision) => (d === PodDecision.APPROVED ? 'approved' : 'rejected');

/**
 * POST /Manifests/ApproveTransportExchangePods and /RejectTransportExchangePods: all or nothing. The
 * postings are locked, so two users deciding at once serialise and the second is refused.
 */
export async function decidePods(ctx: RequestContext, ids: unknown, decision: PodDecision): Promise<number[]> {
  const user = requireAccounts(ctx);
  const list = parseIds(ids);
  return ctx.em.transactional(async (em) => {
    await em.getConnection().execute(`select id from transport_exchange_manifest where id in (${list.map(() => '?').join(',')}) order by id for update`, list, 'all', em.getTransactionContext());
    const postings = await em.find(TransportExchangeManifest, { id: list });
    const pods = await em.find(TransportExchangeManifestLog, { transportExchangeManifest: list, action: POD_ACTION });
    const existing = await em.find(TransportExchangePodDecision, { transportExchangeManifest: list });
    const errors = list.flatMap((id): FieldError[] => {
      const ref = postings.find((p) => p.id === id)?.externalReference ?? String(id);
      const field = `Ids[${id}]`;
      if (!postings.some((p) => p.id === id)) return [{ field, message: `Transport exchange posting ${id} was not found` }];
      const prior = existing.find((d) => d.transportExchangeManifest.id === id);
      if (prior) return [{ field, message: `The proof of delivery for ${ref} has already been ${decided(prior.decision)}` }];
      if (!pods.some((l) => l.transportExchangeManifest.id === id)) return [{ field, message: `No proof of delivery has arrived for ${ref}` }];
      return [];
    });
    if (errors.length) throw badInput(errors);
    for (const posting of postings) {
      em.create(TransportExchangePodDecision, { transportExchangeManifest: posting, decision, decidedBy: em.getReference(User, user.id), decidedAt: ctx.now });
      em.create(TransportExchangeManifestLog, { transportExchangeManifest: posting, action: decision === PodDecision.APPROVED ? 'POD approved' : 'POD rejected', message: `Proof of delivery ${decided(decision)} by ${user.name}`, createdAt: ctx.now });
    }
    return list;
  });
}
