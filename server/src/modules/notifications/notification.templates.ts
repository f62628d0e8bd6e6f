/**
 * The notification templates (issue 25 item 4): handlebars text the office edits in settings, checked when
 * saved (a template that does not compile, or names a field that does not exist, is a 400 saying which),
 * rendered for a preview against sample data and for each message queued.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import Handlebars from 'handlebars';
import { DEFAULT_TEMPLATES, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent, type TemplateText } from '../../domain/notifications.js';
import { badInput } from '../../errors.js';
import { NotificationTemplate } from './notification.entity.js';

/** What every template may use; `eta` and `trackingUrl` are present only where the ETA and the tracking link exist. */
export interface NotificationData {
  carrierName: string;
  customerName: string;
  consignmentNumber: number;
  reference: string | null;
  contactName: string;
  deliveryAddress: string;
  scheduled: string | null;
  stopAddress: string | null;
  completedAt: string | null;
  signedBy: string | null;
  proofAttached: boolean;
  eta?: string;
  trackingUrl?: string;
}

/** The fields a template may name, shown beside the editor. */
export const TEMPLATE_FIELDS: (keyof NotificationData)[] = [
  'carrierName', 'customerName', 'consignmentNumber', 'reference', 'contactName', 'deliveryAddress', 'scheduled', 'stopAddress',
  'completedAt', 'signedBy', 'proofAttached', 'eta', 'trackingUrl',
];

/** What the preview renders: a booking as a recipient would see it, with every optional field present. */
export const SAMPLE_DATA: NotificationData = {
  carrierName: 'Dispatch', customerName: 'Acme Retail', consignmentNumber: 10234, reference: 'PO-5521', contactName: 'Sam Taylor',
  deliveryAddress: '1 High Street, Leeds LS1 1AA', scheduled: '26/11/2026 10:30', stopAddress: '1 High Street, Leeds LS1 1AA',
  completedAt: '26/11/2026 10:42', signedBy: 'J. Smith', proofAttached: true, eta: '26/11/2026 10:35', trackingUrl: 'https://example.com/t/abc123',
};

const LIMITS = { subject: 300, body: 5000 } as const;
const HELPERS = new Set(['if', 'unless', 'each', 'with', 'else', 'this']);
const KNOWN = new Set<string>(TEMPLATE_FIELDS);

/** Every field name the template's expressions use (helpers left out). */
function namesUsed(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => namesUsed(n, out));
  else if (node && typeof node === 'object') {
    const n = node as { type?: string; head?: string; parts?: string[]; original?: string };
    if (n.type === 'PathExpression' && n.parts?.length) out.add(n.parts[0]);
    for (const value of Object.values(node)) if (value && typeof value === 'object') namesUsed(value, out);
  }
  return out;
}

/** A template's text compiled, or a 400 naming the field and the fault. */
function compile(text: string, field: 'subject' | 'body'): HandlebarsTemplateDelegate<NotificationData> {
  if (text.length > LIMITS[field]) throw badInput([{ field, message: `The ${field} must be at most ${LIMITS[field]} characters` }]);
  let ast: hbs.AST.Program;
  try {
    ast = Handlebars.parse(text);
  } catch (err) {
    const first = String((err as Error).message).split('\n')[0];
    throw badInput([{ field, message: `The ${field} is not a valid template: ${first}` }]);
  }
  const unknown = [...namesUsed(ast.body, new Set())].filter((name) => !HELPERS.has(name) && !KNOWN.has(name));
  if (unknown.length) throw badInput([{ field, message: `The ${field} uses unknown field ${unknown.map((u) => `{{${u}}}`).join(', ')}; the fields are ${TEMPLATE_FIELDS.join(', ')}` }]);
  return Handlebars.compile<NotificationData>(text, { noEscape: true, knownHelpersOnly: true, knownHelpers: { if: true, unless: true, each: true, with: true } });
}

/** Renders one template; a fault at render time is a 400 like a fault at compile time. */
function run(template: HandlebarsTemplateDelegate<NotificationData>, data: NotificationData, field: 'subject' | 'body'): string {
  try {
    return template(data).trim();
  } catch (err) {
    throw badInput([{ field, message: `The ${field} cannot be rendered: ${(err as Error).message.split('\n')[0]}` }]);
  }
}

/** The event and channel named by a caller, or a 400. */
export function templateKey(event: unknown, channel: unknown): { event: NotificationEvent; channel: NotificationChannel } {
  if (!NOTIFICATION_EVENTS.includes(event as NotificationEvent)) throw badInput([{ field: 'event', message: `Event must be one of ${NOTIFICATION_EVENTS.join(', ')}` }]);
  if (!NOTIFICATION_CHANNELS.includes(channel as NotificationChannel)) throw badInput([{ field: 'channel', message: `Channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }]);
  return { event: event as NotificationEvent, channel: channel as NotificationChannel };
}

/** A template rendered: the subject (empty for an SMS) and the body. A bad template is a 400. */
export function renderTemplate(text: TemplateText, channel: NotificationChannel, data: NotificationData): TemplateText {
  if (!text.body.trim()) throw badInput([{ field: 'body', message: 'The body must not be empty' }]);
  if (channel === 'Email' && !text.subject.trim()) throw badInput([{ field: 'subject', message: 'An e-mail needs a subject' }]);
  const subject = channel === 'Email' ? run(compile(text.subject, 'subject'), data, 'subject').replace(/\s+/g, ' ').slice(0, LIMITS.subject) : '';
  return { subject, body: run(compile(text.body, 'body'), data, 'body') };
}

/** Every event's template on every channel: the office's wording where saved, else the default (`updatedAt` null). */
export async function loadTemplates(em: EntityManager): Promise<NotificationTemplate[]> {
  const saved = await em.find(NotificationTemplate, {});
  return NOTIFICATION_EVENTS.flatMap((event) => NOTIFICATION_CHANNELS.map((channel) => {
    const found = saved.find((t) => t.event === event && t.channel === channel);
    if (found) return found;
    const fallback = new NotificationTemplate();
    Object.assign(fallback, { event, channel, ...DEFAULT_TEMPLATES[event][channel], updatedAt: null });
    return fallback;
  }));
}
