import {
  asapPickup,
  completeScheduledStart,
  renumber,
  validateAddress,
  validateLoadDetails,
  type LoadDetailDraft,
  type StopType,
} from './consignment-address.js';

describe('validateAddress (behaviour.md "Booking / Consignment details")', () => {
  it('requires AddressLine1, Town and Postcode, one message per field', () => {
    expect(validateAddress({ addressLine1: null, town: '', postcode: '   ' })).toEqual([
      { field: 'addressLine1', message: 'Address line 1 is required' },
      { field: 'town', message: 'Town is required' },
      { field: 'postcode', message: 'Postcode is required' },
    ]);
  });

  it('accepts an address with the required fields and nothing else', () => {
    expect(validateAddress({ addressLine1: '1 Market Street', town: 'Manchester', postcode: 'M1 1AA' })).toEqual([]);
  });

  it('prefixes fields so a form can point at the right stop', () => {
    expect(validateAddress({ addressLine1: 'x', town: 'y', postcode: null }, 'consignmentAddresses[3].address')).toEqual([
      { field: 'consignmentAddresses[3].address.postcode', message: 'Postcode is required' },
    ]);
  });
});

describe('validateLoadDetails (behaviour.md "Booking / Addresses and load details")', () => {
  const check = (type: StopType, loadDetails: LoadDetailDraft[], noLoadDetailsGiven = false, isCustomerUser = true) =>
    validateLoadDetails({ type, loadDetails, noLoadDetailsGiven }, { isCustomerUser, collectionDescriptions: ['Pallets'] });

  it('requires customers to give load details or tick no load details given', () => {
    expect(check('Collection', [])).toEqual([{ field: 'loadDetails', message: 'Please add load details or tick no load details given' }]);
    expect(check('Collection', [], true)).toEqual([]);
    expect(check('Collection', [], false, false)).toEqual([]);
  });

  it('requires a Quantity that is a whole number above zero', () => {
    expect(check('Collection', [{ quantity: null, description: 'Pallets' }])).toEqual([{ field: 'loadDetails[0].quantity', message: 'Quantity is required' }]);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(check('Collection', [{ quantity, description: 'Pallets' }])).toEqual([
        { field: 'loadDetails[0].quantity', message: 'Quantity must be a whole number greater than 0' },
      ]);
    }
  });

  it('requires a Description on collections', () => {
    expect(check('Collection', [{ quantity: 1, description: ' ' }])).toEqual([{ field: 'loadDetails[0].description', message: 'Description is required' }]);
  });

  it('does not require a Description on deliveries, which pick from the collection load details', () => {
    expect(check('Delivery', [{ quantity: 1, description: null }])).toEqual([]);
    expect(check('Delivery', [{ quantity: 1, description: 'PALLETS' }])).toEqual([]);
    expect(check('Delivery', [{ quantity: 1, description: 'Crates' }])).toEqual([
      { field: 'loadDetails[0].description', message: 'Please pick load details from a collection on this consignment' },
    ]);
  });

  it('checks load details given by office users too', () => {
    expect(check('Collection', [{ quantity: 0, description: 'Pallets' }], false, false)).toHaveLength(1);
  });
});

describe('completeScheduledStart (behaviour.md "Booking / Saving a consignment")', () => {
  const now = new Date('2026-07-01T09:15:00Z'); // 10:15 in London

  it('reads a date and time as London time', () => {
    expect(completeScheduledStart({ date: '2026-07-02', time: '08:30' }, now)).toEqual({ ok: true, scheduledStart: new Date('2026-07-02T07:30:00Z') });
  });

  it('defaults a missing time to the London time now', () => {
    expect(completeScheduledStart({ date: '2026-07-05', time: null }, now)).toEqual({ ok: true, scheduledStart: new Date('2026-07-05T09:15:00Z') });
  });

  it('defaults a missing date to the London date today, even when UTC is still on yesterday', () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London
    expect(completeScheduledStart({ date: '', time: '18:00' }, lateEvening)).toEqual({ ok: true, scheduledStart: new Date('2026-07-01T17:00:00Z') });
  });

  it('leaves a stop with neither date nor time unscheduled', () => {
    expect(completeScheduledStart({}, now)).toEqual({ ok: true, scheduledStart: null });
  });

  it('refuses a date or time that does not exist', () => {
    expect(completeScheduledStart({ date: '2026-02-30', time: '10:00' }, now)).toEqual({ ok: false, message: 'Please enter a valid date and time' });
    expect(completeScheduledStart({ date: null, time: '25:00' }, now)).toEqual({ ok: false, message: 'Please enter a valid date and time' });
  });
});

describe('asapPickup (behaviour.md "Booking / Frequent consignments"; "Booking / Consignment details")', () => {
  it('schedules the pickup 30 minutes from now, to the minute, and locks it', () => {
    expect(asapPickup(new Date('2026-07-01T09:15:42.500Z'))).toEqual({
      scheduledStart: new Date('2026-07-01T09:45:00Z'),
      isScheduledStartDateAndTimeLocked: true,
    });
  });
});

describe('renumber (behaviour.md "Shared conventions / Formats, money and time")', () => {
  it('numbers stops 10, 20, 30 in list order', () => {
    const stops = [{ id: 'a', consignmentOrder: 30 }, { id: 'b', consignmentOrder: 5 }, { id: 'c' }];
    expect(renumber(stops)).toEqual([
      { id: 'a', consignmentOrder: 10 },
      { id: 'b', consignmentOrder: 20 },
      { id: 'c', consignmentOrder: 30 },
    ]);
  });

  it('numbers ManifestOrder the same way, without touching the originals', () => {
    const stops = [{ id: 'a', manifestOrder: 1 }, { id: 'b', manifestOrder: 2 }];
    expect(renumber(stops, 'manifestOrder').map((s) => s.manifestOrder)).toEqual([10, 20]);
    expect(stops[0].manifestOrder).toBe(1);
  });

  it('gives an empty list for no stops', () => {
    expect(renumber([])).toEqual([]);
  });
});
