/**
 * Recipient notifications (issue 25 item 4): which events tell whom, on which channel, and the default
 * wording. Pure rules over plain data; the notifications module loads, renders and queues.
 */

/** The moments a recipient is told of: the booking, the driver setting off to their stop, the delivery. */
export const NOTIFICATION_EVENTS = ['Booked', 'OnTheWay', 'Delivered'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['Email', 'Sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A customer's notification settings (all off until the office turns them on). */
export interface RecipientSettings {
  emailEnabled: boolean;
  smsEnabled: boolean;
  includeDeliveryContact: boolean;
  attachProofOfDelivery: boolean;
  onBooked: boolean;
  onTheWay: boolean;
  onDelivered: boolean;
}

export const DEFAULT_RECIPIENT_SETTINGS: RecipientSettings = {
  emailEnabled: false, smsEnabled: false, includeDeliveryContact: false, attachProofOfDelivery: false, onBooked: true, onTheWay: true, onDelivered: true,
};

/** Who could be told: the booking's contact and the contacts of the delivery addresses concerned. */
export interface RecipientPeople {
  contact: { email?: string | null; phone?: string | null };
  deliveryContacts: { email?: string | null; phone?: string | null }[];
}

/** The addresses and numbers to tell, each once. */
export interface Recipients {
  emails: string[];
  phones: string[];
}

const EVENT_SWITCH: Record<NotificationEvent, keyof RecipientSettings> = { Booked: 'onBooked', OnTheWay: 'onTheWay', Delivered: 'onDelivered' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

function distinct(values: (string | null | undefined)[], valid: RegExp, key: (v: string) => string): string[] {
  const seen = new Map<string, string>();
  for (const raw of values) {
    const v = raw?.trim();
    if (v && valid.test(v) && !seen.has(key(v))) seen.set(key(v), v);
  }
  return [...seen.values()];
}

/**
 * Who is told of `event`: nobody unless the booking's override (true/false) or else the customer's setting says
 * so; the contact, plus the delivery contacts when the customer includes them; unusable addresses are left out.
 */
export function recipientsFor(event: NotificationEvent, settings: RecipientSettings, override: boolean | null | undefined, people: RecipientPeople): Recipients {
  const wanted = override ?? (settings.emailEnabled || settings.smsEnabled);
  if (!wanted || !settings[EVENT_SWITCH[event]]) return { emails: [], phones: [] };
  const all = [people.contact, ...(settings.includeDeliveryContact ? people.deliveryContacts : [])];
  // An override of true with neither channel chosen still means e-mail: the booking asked for it.
  const email = settings.emailEnabled || (override === true && !settings.smsEnabled);
  return {
    emails: email ? distinct(all.map((p) => p.email), EMAIL, (v) => v.toLowerCase()) : [],
    phones: settings.smsEnabled ? distinct(all.map((p) => p.phone), PHONE, (v) => v.replace(/[^0-9+]/g, '')) : [],
  };
}

/**
 * The key of one message in its outbox: one per event, subject (consignment or stop), channel and recipient,
 * so a repeated step or a retried request never sends the same message twice.
 */
export function notificationKey(event: NotificationEvent, subjectId: number, channel: NotificationChannel, to: string): string {
  return `${event}:${subjectId}:${channel}:${to.trim().toLowerCase()}`.slice(0, 400);
}

/** A template as stored: e-mails have a subject; an SMS has only its body. */
export interface TemplateText {
  subject: string;
  body: string;
}

/** The wording used until the office edits it (handlebars; the fields are those of `NotificationData`). */
export const DEFAULT_TEMPLATES: Record<NotificationEvent, Record<NotificationChannel, TemplateText>> = {
  Booked: {
    Email: {
      subject: 'Your delivery {{consignmentNumber}} is booked',
      body: 'Hello {{contactName}},\n\n{{carrierName}} has booked delivery {{consignmentNumber}}{{#if reference}} (your reference {{reference}}){{/if}} to {{deliveryAddress}}{{#if scheduled}} for {{scheduled}}{{/if}}.{{#if trackingUrl}}\n\nFollow it here: {{trackingUrl}}{{/if}}\n',
    },
    Sms: { subject: '', body: '{{carrierName}}: delivery {{consignmentNumber}} booked{{#if scheduled}} for {{scheduled}}{{/if}}.{{#if trackingUrl}} {{trackingUrl}}{{/if}}' },
  },
  OnTheWay: {
    Email: {
      subject: 'Your delivery {{consignmentNumber}} is on the way',
      body: 'Hello {{contactName}},\n\nThe driver has set off to {{stopAddress}} with delivery {{consignmentNumber}}.{{#if eta}} Expected at {{eta}}.{{/if}}{{#if trackingUrl}}\n\nFollow it here: {{trackingUrl}}{{/if}}\n',
    },
    Sms: { subject: '', body: '{{carrierName}}: delivery {{consignmentNumber}} is on the way{{#if eta}}, expected {{eta}}{{/if}}.{{#if trackingUrl}} {{trackingUrl}}{{/if}}' },
  },
  Delivered: {
    Email: {
      subject: 'Your delivery {{consignmentNumber}} has been delivered',
      body: 'Hello {{contactName}},\n\nDelivery {{consignmentNumber}} was completed at {{completedAt}}{{#if signedBy}}, signed for by {{signedBy}}{{/if}}.{{#if proofAttached}} The proof of delivery is attached.{{/if}}\n',
    },
    Sms: { subject: '', body: '{{carrierName}}: delivery {{consignmentNumber}} delivered at {{completedAt}}{{#if signedBy}}, signed by {{signedBy}}{{/if}}.' },
  },
};
