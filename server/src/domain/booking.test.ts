import {
  CONFIRMATION_CODES,
  SAVE_MESSAGES,
  checkPoNumberAndCostCode,
  isBackdated,
  isMissingCollectionOrDelivery,
  unacceptedConfirmations,
  validateConsignmentDetails,
  validateConsignmentSave,
  validateNewContactName,
  validateStopTimes,
  type ConsignmentDraft,
  type CustomerBookingSettings,
  type SaveContext,
  type StopDraft,
} from './booking.js';

const NOW = new Date('2026-07-01T09:00:00Z'); // 10:00 in London
const at = (iso: string): Date => new Date(iso);

function buildStop(overrides: Partial<StopDraft> = {}): StopDraft {
  return {
    type: 'Collection',
    address: { addressLine1: '1 Market Street', town: 'Manchester', postcode: 'M1 1AA' },
    scheduledStart: at(overrides.type === 'Delivery' ? '2026-07-02T10:00:00Z' : '2026-07-02T08:00:00Z'),
    loadDetails: [{ quantity: 2, description: 'Pallets' }],
    noLoadDetailsGiven: false,
    ...overrides,
  };
}

function buildDraft(overrides: Partial<ConsignmentDraft> = {}): ConsignmentDraft {
  return {
    isNew: true,
    calculateTimes: true,
    price: 5000,
    poNumber: 'PO-1',
    costCode: 'CC-1',
    stops: [
      buildStop(),
      buildStop({ type: 'Delivery', address: { addressLine1: '2 Briggate', town: 'Leeds', postcode: 'LS1 4DY' } }),
    ],
    ...overrides,
  };
}

function buildCustomer(overrides: Partial<CustomerBookingSettings> = {}): CustomerBookingSettings {
  return { isPONumberRequired: false, preventConsignmentWithoutPONumber: false, preventConsignmentWithoutCostCode: false, showCostCode: false, ...overrides };
}

const office: SaveContext = { now: NOW, isCustomerUser: false, customer: buildCustomer() };
const messages = (draft: ConsignmentDraft, context: SaveContext = office): string[] =>
  validateConsignmentSave(draft, context).errors.map((e) => e.message);

describe('consignment details (behaviour.md "Booking / Consignment details")', () => {
  it('requires customer, contact name and vehicle type from office users', () => {
    expect(validateConsignmentDetails({ customerId: null, contactName: ' ', vehicleTypeId: null }, { isCustomerUser: false })).toEqual([
      { field: 'customer', message: 'Customer is required' },
      { field: 'contactName', message: 'Contact name is required' },
      { field: 'vehicleType', message: 'Vehicle type is required' },
    ]);
  });

  it('does not ask a customer user for the customer, which is their own', () => {
    expect(validateConsignmentDetails({ customerId: null, contactName: 'Ann', vehicleTypeId: 1 }, { isCustomerUser: true })).toEqual([]);
  });

  it("refuses a new contact named like another of the customer's contacts, ignoring case and spaces", () => {
    const existing = [{ name: 'Ann Smith' }, { name: 'Bob' }];
    expect(validateNewContactName('  ann smith ', existing)).toEqual([{ field: 'contactName', message: 'A contact with this name already exists' }]);
    expect(validateNewContactName('Ann Smyth', existing)).toEqual([]);
  });
});

describe('collection and delivery stops (behaviour.md "Booking / Consignment details")', () => {
  it('flags fewer than 2 stops, or no collection, or no delivery', () => {
    expect(isMissingCollectionOrDelivery([{ type: 'Collection' }])).toBe(true);
    expect(isMissingCollectionOrDelivery([{ type: 'Collection' }, { type: 'Collection' }])).toBe(true);
    expect(isMissingCollectionOrDelivery([{ type: 'Delivery' }, { type: 'Delivery' }])).toBe(true);
    expect(isMissingCollectionOrDelivery([{ type: 'Collection' }, { type: null }])).toBe(true);
    expect(isMissingCollectionOrDelivery([{ type: 'Delivery' }, { type: 'Collection' }])).toBe(false);
  });

  it('shows the missing-collection-or-delivery flag and refuses the save', () => {
    const check = validateConsignmentSave(buildDraft({ stops: [buildStop()] }), office);
    expect(check.missingCollectionOrDelivery).toBe(true);
    expect(check.errors).toContainEqual({ field: 'consignmentAddresses', message: SAVE_MESSAGES.missingCollectionOrDelivery });
  });

  it('accepts a complete consignment with nothing to say', () => {
    expect(validateConsignmentSave(buildDraft(), office)).toEqual({ errors: [], confirmations: [], missingCollectionOrDelivery: false, backdated: false });
  });
});

describe('price (behaviour.md "Booking / Saving a consignment" "Price must be valid")', () => {
  it('refuses a negative, fractional or missing price', () => {
    for (const price of [-1, 10.5, Number.NaN]) expect(messages(buildDraft({ price }))).toEqual(['Price must be valid']);
  });

  it('accepts a zero price', () => {
    expect(messages(buildDraft({ price: 0 }))).toEqual([]);
  });
});

describe('stop dates and times (behaviour.md "Booking / Saving a consignment")', () => {
  const times = (...isos: (string | null)[]): { scheduledStart: Date | null }[] => isos.map((iso) => ({ scheduledStart: iso ? at(iso) : null }));

  it('with CalculateTimes on, needs at least one stop with a date and time', () => {
    expect(validateStopTimes(times(null, null), true)).toEqual([
      { field: 'consignmentAddresses', message: 'Please make sure that at least one of the consignment addresses has a date and time specified' },
    ]);
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', null), true)).toEqual([]);
  });

  it('with CalculateTimes off, needs a date and time on every stop', () => {
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', null), false)).toEqual([
      { field: 'consignmentAddresses', message: 'Please make sure that all consignment addresses have a date and time specified' },
    ]);
  });

  it('refuses a stop time equal to or before the previous one, pointing at the stop', () => {
    const expected = [{ field: 'consignmentAddresses[1].scheduledStartDateAndTime', message: SAVE_MESSAGES.dateTimeOrder }];
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', '2026-07-02T08:00:00Z'), false)).toEqual(expected);
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', '2026-07-02T07:59:00Z'), false)).toEqual(expected);
    expect(SAVE_MESSAGES.dateTimeOrder).toBe(
      'Please make sure that all consignment addresses have a correct date and time (the next date and time cannot be the same or before as the previous date and time)',
    );
  });

  it('with CalculateTimes on, compares each timed stop with the previous timed one, skipping untimed stops', () => {
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', null, '2026-07-02T09:00:00Z'), true)).toEqual([]);
    expect(validateStopTimes(times('2026-07-02T08:00:00Z', null, '2026-07-02T07:00:00Z'), true)).toEqual([
      { field: 'consignmentAddresses[2].scheduledStartDateAndTime', message: SAVE_MESSAGES.dateTimeOrder },
    ]);
  });

  it('gives the order message once, however many stops are out of order', () => {
    expect(validateStopTimes(times('2026-07-02T09:00:00Z', '2026-07-02T08:00:00Z', '2026-07-02T07:00:00Z'), false)).toHaveLength(1);
  });
});

describe('PO number and cost code (behaviour.md "Booking / Confirmations and warnings")', () => {
  it('asks for confirmation when the customer requires a PO number and none is given', () => {
    const result = checkPoNumberAndCostCode({ poNumber: ' ', costCode: null }, buildCustomer({ isPONumberRequired: true }));
    expect(result).toEqual({ errors: [], confirmations: [{ code: CONFIRMATION_CODES.poNumber, message: SAVE_MESSAGES.poNumberConfirm }] });
  });

  it('asks for confirmation when the cost code is shown and empty', () => {
    const result = checkPoNumberAndCostCode({ poNumber: null, costCode: '' }, buildCustomer({ showCostCode: true }));
    expect(result.confirmations.map((c) => c.code)).toEqual([CONFIRMATION_CODES.costCode]);
  });

  it('blocks the save when the customer prevents consignments without a PO number or cost code', () => {
    const customer = buildCustomer({ isPONumberRequired: true, preventConsignmentWithoutPONumber: true, showCostCode: true, preventConsignmentWithoutCostCode: true });
    expect(checkPoNumberAndCostCode({ poNumber: null, costCode: null }, customer)).toEqual({
      errors: [
        { field: 'poNumber', message: SAVE_MESSAGES.poNumberPrevented },
        { field: 'costCode', message: SAVE_MESSAGES.costCodePrevented },
      ],
      confirmations: [],
    });
  });

  it('says nothing when the PO number and cost code are given, or nothing is required', () => {
    const strict = buildCustomer({ isPONumberRequired: true, preventConsignmentWithoutPONumber: true, showCostCode: true, preventConsignmentWithoutCostCode: true });
    expect(checkPoNumberAndCostCode({ poNumber: 'PO', costCode: 'CC' }, strict)).toEqual({ errors: [], confirmations: [] });
    expect(checkPoNumberAndCostCode({ poNumber: null, costCode: null }, buildCustomer())).toEqual({ errors: [], confirmations: [] });
    expect(checkPoNumberAndCostCode({ poNumber: null, costCode: null }, null)).toEqual({ errors: [], confirmations: [] });
  });

  it('lets the save go ahead once every confirmation is accepted', () => {
    const check = validateConsignmentSave(buildDraft({ poNumber: null, costCode: null }), { ...office, customer: buildCustomer({ isPONumberRequired: true, showCostCode: true }) });
    expect(check.errors).toEqual([]);
    expect(unacceptedConfirmations(check, [CONFIRMATION_CODES.poNumber]).map((c) => c.code)).toEqual([CONFIRMATION_CODES.costCode]);
    expect(unacceptedConfirmations(check, [CONFIRMATION_CODES.poNumber, CONFIRMATION_CODES.costCode])).toEqual([]);
  });
});

describe('backdated consignments (behaviour.md "Booking / Saving a consignment")', () => {
  const pastCollection = (): StopDraft[] => [buildStop({ scheduledStart: at('2026-07-01T08:59:00Z') }), buildStop({ type: 'Delivery' })];

  it('warns when a new consignment has its first collection before now', () => {
    expect(isBackdated(buildDraft({ stops: pastCollection() }), NOW)).toBe(true);
    expect(validateConsignmentSave(buildDraft({ stops: pastCollection() }), office).backdated).toBe(true);
  });

  it('does not warn when editing an existing consignment', () => {
    expect(isBackdated(buildDraft({ isNew: false, stops: pastCollection() }), NOW)).toBe(false);
  });

  it('does not warn for a collection now or later, or for a past delivery', () => {
    expect(isBackdated(buildDraft({ stops: [buildStop({ scheduledStart: NOW }), buildStop({ type: 'Delivery' })] }), NOW)).toBe(false);
    const pastDeliveryFirst = [buildStop({ type: 'Delivery', scheduledStart: at('2026-06-01T08:00:00Z') }), buildStop()];
    expect(isBackdated(buildDraft({ stops: pastDeliveryFirst }), NOW)).toBe(false);
  });

  it('uses the first collection that has a time when CalculateTimes leaves the first untimed', () => {
    const stops = [buildStop({ scheduledStart: null }), buildStop({ scheduledStart: at('2026-06-30T08:00:00Z') }), buildStop({ type: 'Delivery' })];
    expect(isBackdated(buildDraft({ stops }), NOW)).toBe(true);
  });
});

describe('address checks on save (behaviour.md "Booking / Consignment details" "Address")', () => {
  it('reports each missing address field against its stop', () => {
    const stops = [buildStop({ address: { addressLine1: '', town: null, postcode: ' ' } }), buildStop({ type: 'Delivery' })];
    expect(validateConsignmentSave(buildDraft({ stops }), office).errors).toEqual([
      { field: 'consignmentAddresses[0].address.addressLine1', message: 'Address line 1 is required' },
      { field: 'consignmentAddresses[0].address.town', message: 'Town is required' },
      { field: 'consignmentAddresses[0].address.postcode', message: 'Postcode is required' },
    ]);
  });

  it('requires load details from customer users but not from the office', () => {
    const stops = [buildStop({ loadDetails: [] }), buildStop({ type: 'Delivery', loadDetails: [], noLoadDetailsGiven: true })];
    expect(messages(buildDraft({ stops }))).toEqual([]);
    expect(validateConsignmentSave(buildDraft({ stops }), { ...office, isCustomerUser: true }).errors).toEqual([
      { field: 'consignmentAddresses[0].loadDetails', message: 'Please add load details or tick no load details given' },
    ]);
  });

  it('checks delivery load details against the collections of the same consignment', () => {
    const delivery = (description: string): StopDraft => buildStop({ type: 'Delivery', loadDetails: [{ quantity: 1, description }] });
    expect(messages(buildDraft({ stops: [buildStop(), delivery('pallets ')] }))).toEqual([]);
    expect(messages(buildDraft({ stops: [buildStop(), delivery('Boxes')] }))).toEqual(['Please pick load details from a collection on this consignment']);
  });
});
