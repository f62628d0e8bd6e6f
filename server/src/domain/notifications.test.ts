import fc from 'fast-check';
import { DEFAULT_RECIPIENT_SETTINGS, notificationKey, recipientsFor, type RecipientSettings } from './notifications.js';

const on: RecipientSettings = { ...DEFAULT_RECIPIENT_SETTINGS, emailEnabled: true, smsEnabled: true };
const people = {
  contact: { email: 'Pat@Example.test', phone: '07700 900123' },
  deliveryContacts: [{ email: 'pat@example.test', phone: '07700900123' }, { email: 'store@example.test', phone: 'not a phone' }],
};

describe('who recipient notifications tell', () => {
  it('tells nobody while the customer has them off and the booking does not override', () => {
    expect(recipientsFor('Booked', DEFAULT_RECIPIENT_SETTINGS, null, people)).toEqual({ emails: [], phones: [] });
  });

  it('tells the contact only, unless the customer includes the delivery contacts; each address once, unusable ones left out', () => {
    expect(recipientsFor('Booked', on, null, people)).toEqual({ emails: ['Pat@Example.test'], phones: ['07700 900123'] });
    expect(recipientsFor('Booked', { ...on, includeDeliveryContact: true }, null, people)).toEqual({ emails: ['Pat@Example.test', 'store@example.test'], phones: ['07700 900123'] });
  });

  it('follows the booking override: false silences, true sends e-mail even when the customer chose no channel', () => {
    expect(recipientsFor('Delivered', on, false, people)).toEqual({ emails: [], phones: [] });
    expect(recipientsFor('Delivered', DEFAULT_RECIPIENT_SETTINGS, true, people)).toEqual({ emails: ['Pat@Example.test'], phones: [] });
  });

  it('leaves out the events the customer switched off', () => {
    expect(recipientsFor('OnTheWay', { ...on, onTheWay: false }, true, people)).toEqual({ emails: [], phones: [] });
  });

  it('keys one message per event, subject, channel and recipient, whatever the case of the address', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.nat(), (email, id) => {
      expect(notificationKey('Booked', id, 'Email', email.toUpperCase())).toBe(notificationKey('Booked', id, 'Email', email));
      expect(notificationKey('Booked', id, 'Email', email)).not.toBe(notificationKey('Delivered', id, 'Email', email));
      expect(notificationKey('Booked', id, 'Email', email)).not.toBe(notificationKey('Booked', id + 1, 'Email', email));
    }));
  });
});
