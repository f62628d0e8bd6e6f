import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import type { TemplateText } from '../../domain/notifications.js';
import { asObject, idParam, optBool, optText } from '../settings/rest-input.js';
import type { CustomerNotificationSettings, NotificationTemplate } from './notification.entity.js';
import {
  customerNotificationSettings, notificationTemplates, previewNotificationTemplate, saveCustomerNotificationSettings, saveNotificationTemplate,
  type CustomerNotificationInput,
} from './notification.settings.js';

const toRestTemplate = (t: NotificationTemplate) => ({ Event: t.event, Channel: t.channel, Subject: t.subject, Body: t.body, UpdatedAt: t.updatedAt?.toISOString() ?? null });
const toRestPreview = (p: TemplateText) => ({ Subject: p.subject, Body: p.body });
const toRestSettings = (s: CustomerNotificationSettings) => ({
  CustomerId: s.customerId, EmailEnabled: s.emailEnabled, SmsEnabled: s.smsEnabled, IncludeDeliveryContact: s.includeDeliveryContact,
  AttachProofOfDelivery: s.attachProofOfDelivery, OnBooked: s.onBooked, OnTheWay: s.onTheWay, OnDelivered: s.onDelivered,
});

function readSettings(raw: unknown): CustomerNotificationInput {
  const b = asObject(raw);
  return {
    emailEnabled: optBool(b, 'EmailEnabled'), smsEnabled: optBool(b, 'SmsEnabled'), includeDeliveryContact: optBool(b, 'IncludeDeliveryContact'),
    attachProofOfDelivery: optBool(b, 'AttachProofOfDelivery'), onBooked: optBool(b, 'OnBooked'), onTheWay: optBool(b, 'OnTheWay'), onDelivered: optBool(b, 'OnDelivered'),
  };
}

const TEMPLATE = R.Json('Event, Channel, Subject, Body, UpdatedAt.');
const CHECKED = { checked: true, dialect: 'settings' } as const;
const TEXT = { Subject: R.Text('The e-mail subject (handlebars); an SMS has none.'), Body: R.Text('The message (handlebars).') };
const PREVIEW = R.Body({ Event: R.Text('Booked, OnTheWay or Delivered.'), Channel: R.Text('Email or Sms.'), ...TEXT }, 'A template to fill with example values.', CHECKED);
const SWITCHES = R.Body({
  EmailEnabled: R.Flag(), SmsEnabled: R.Flag(), IncludeDeliveryContact: R.Flag(), AttachProofOfDelivery: R.Flag(), OnBooked: R.Flag(), OnTheWay: R.Flag(), OnDelivered: R.Flag(),
}, 'The notification switches; absent ones keep their value.', CHECKED);
const SETTINGS = R.Json('CustomerId and the notification switches.');

/** Recipient notifications (issue 25 item 4): templates (office admin) and each customer's settings (office). */
export async function notificationRoutes(app: FastifyInstance) {
  app.get('/NotificationTemplates', { schema: { summary: 'The recipient message templates.', response: R.Answers({ 200: R.List(TEMPLATE) }) } }, async (request) => (await notificationTemplates(request.ctx)).map(toRestTemplate));
  app.post('/NotificationTemplates/Preview', { schema: { summary: 'A template filled with example values.', body: PREVIEW, response: R.Answers({ 200: R.Json('Subject, Body.') }) } }, async (request) => {
    const b = asObject(request.body);
    return toRestPreview(previewNotificationTemplate(request.ctx, { event: optText(b, 'Event'), channel: optText(b, 'Channel'), subject: optText(b, 'Subject'), body: optText(b, 'Body') }));
  });
  app.put<{ Params: { event: string; channel: string } }>('/NotificationTemplates/:event/:channel', { schema: { summary: 'Saves a template.', params: R.TextParams({ event: 'Booked, OnTheWay or Delivered.', channel: 'Email or Sms.' }), body: R.Body(TEXT, 'The template\'s wording.', CHECKED), response: R.Answers({ 200: TEMPLATE }) } }, async (request) => {
    const b = asObject(request.body);
    const { event, channel } = request.params;
    return toRestTemplate(await saveNotificationTemplate(request.ctx, { event, channel, subject: optText(b, 'Subject'), body: optText(b, 'Body') }));
  });
  app.get<{ Params: { id: string } }>('/Customers/:id/NotificationSettings', { schema: { summary: 'A customer\'s recipient notification settings.', params: R.IdRecordParams(), response: R.Answers({ 200: SETTINGS }) } }, async (request) => toRestSettings(await customerNotificationSettings(request.ctx, idParam(request.params.id))));
  app.put<{ Params: { id: string } }>('/Customers/:id/NotificationSettings', { schema: { summary: 'Saves a customer\'s recipient notification settings.', params: R.IdRecordParams(), body: SWITCHES, response: R.Answers({ 200: SETTINGS }) } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestSettings(await saveCustomerNotificationSettings(request.ctx, id, readSettings(request.body)));
  });
}
