/**
 * The settings of recipient notifications (issue 25 item 4): the templates (office admins edit them, with a
 * preview) and each customer's choices (the office, like the rest of a customer's record).
 */
import type { RequestContext } from '../../context.js';
import { requireAdmin, requireOffice } from '../../context.js';
import type { TemplateText } from '../../domain/notifications.js';
import { notFound } from '../../errors.js';
import { Customer } from '../customers/customer.entity.js';
import { CustomerNotificationSettings, NotificationTemplate } from './notification.entity.js';
import { loadTemplates, renderTemplate, SAMPLE_DATA, templateKey } from './notification.templates.js';

/** A template as an admin sends it, for a save or a preview. */
export interface TemplateInput {
  event: unknown;
  channel: unknown;
  subject?: string | null;
  body?: string | null;
}

/** Every event's template on each channel (the saved wording or the default). */
export function notificationTemplates(ctx: RequestContext): Promise<NotificationTemplate[]> {
  requireAdmin(ctx);
  return loadTemplates(ctx.em);
}

function checked(input: TemplateInput): { key: ReturnType<typeof templateKey>; text: TemplateText; preview: TemplateText } {
  const key = templateKey(input.event, input.channel);
  const text = { subject: key.channel === 'Email' ? (input.subject ?? '') : '', body: input.body ?? '' };
  return { key, text, preview: renderTemplate(text, key.channel, SAMPLE_DATA) };
}

/** The template rendered against a sample booking; a bad template is a 400 saying what is wrong. */
export function previewNotificationTemplate(ctx: RequestContext, input: TemplateInput): TemplateText {
  requireAdmin(ctx);
  return checked(input).preview;
}

/** Saves an event's wording on a channel once it renders; the next messages use it. */
export async function saveNotificationTemplate(ctx: RequestContext, input: TemplateInput): Promise<NotificationTemplate> {
  requireAdmin(ctx);
  const { key, text } = checked(input);
  return ctx.em.transactional(async (em) => {
    const t = (await em.findOne(NotificationTemplate, key)) ?? em.create(NotificationTemplate, { ...key, ...text, updatedAt: ctx.now });
    Object.assign(t, text, { updatedAt: ctx.now });
    return t;
  });
}

/** A customer's choices as the office sends them; absent fields keep their value. */
export type CustomerNotificationInput = Partial<Pick<CustomerNotificationSettings,
  'emailEnabled' | 'smsEnabled' | 'includeDeliveryContact' | 'attachProofOfDelivery' | 'onBooked' | 'onTheWay' | 'onDelivered'>>;

const SWITCHES = ['emailEnabled', 'smsEnabled', 'includeDeliveryContact', 'attachProofOfDelivery', 'onBooked', 'onTheWay', 'onDelivered'] as const;

/** A customer's notification settings (the defaults, all off, until saved). */
export async function customerNotificationSettings(ctx: RequestContext, customerId: number): Promise<CustomerNotificationSettings> {
  requireOffice(ctx);
  const customer = await ctx.em.findOne(Customer, { id: customerId });
  if (!customer) throw notFound('The customer');
  return (await ctx.em.findOne(CustomerNotificationSettings, { customer })) ?? ctx.em.create(CustomerNotificationSettings, { customer }, { persist: false });
}

/** Saves a customer's notification settings. */
export async function saveCustomerNotificationSettings(ctx: RequestContext, customerId: number, input: CustomerNotificationInput): Promise<CustomerNotificationSettings> {
  requireOffice(ctx);
  return ctx.em.transactional(async (em) => {
    const customer = await em.findOne(Customer, { id: customerId });
    if (!customer) throw notFound('The customer');
    const settings = (await em.findOne(CustomerNotificationSettings, { customer })) ?? em.create(CustomerNotificationSettings, { customer });
    for (const key of SWITCHES) if (typeof input[key] === 'boolean') settings[key] = input[key];
    return settings;
  });
}
