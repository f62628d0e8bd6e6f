/** Reads a REST consignment body (behaviour.md "Booking / Consignment lifecycle", PascalCase, pounds) into the shared input. */
import { BodyReader } from '../../rest/read.js';
import type { AddressInput, ChargeInput, ConsignmentInput, StopInput } from './consignment.input.js';

function address(r: BodyReader | null): AddressInput {
  if (!r) return { addressLine1: null, town: null, postcode: null };
  return {
    companyName: r.text('CompanyName'),
    addressLine1: r.text('AddressLine1') ?? null,
    addressLine2: r.text('AddressLine2'),
    addressLine3: r.text('AddressLine3'),
    town: r.text('Town') ?? null,
    county: r.text('County'),
    postcode: r.text('Postcode') ?? null,
    countryId: r.id('Country'),
    latitude: r.number('Latitude'),
    longitude: r.number('Longitude'),
  };
}

function charge(r: BodyReader): ChargeInput {
  return { additionalChargeId: r.id('AdditionalCharge') ?? null, description: r.text('Description') ?? r.text('ChargeFor'), price: r.money('Price'), cost: r.money('Cost') };
}

function stop(r: BodyReader): StopInput {
  return {
    id: r.int('Id'),
    consignmentAddressTypeId: r.id('ConsignmentAddressType') ?? null,
    address: address(r.child('Address')),
    scheduledStartDateAndTime: r.dateTime('ScheduledStartDateAndTime'),
    scheduledDate: r.text('ScheduledDate'),
    scheduledTime: r.text('ScheduledTime'),
    scheduledStartToDateAndTime: r.dateTime('ScheduledStartToDateAndTime'),
    asap: r.bool('Asap'),
    isScheduledStartDateAndTimeLocked: r.bool('IsScheduledStartDateAndTimeLocked'),
    timed: r.bool('Timed'),
    noLoadDetailsGiven: r.bool('NoLoadDetailsGiven'),
    contactEmailAddress: r.text('ContactEmailAddress'),
    contactPhoneNumber: r.text('ContactPhoneNumber'),
    loadDetails: r.list('LoadDetails').map((d) => ({ quantity: d.int('Quantity') ?? null, description: d.text('Description') ?? null })),
    additionalCharges: r.list('AdditionalCharges').map(charge),
  };
}

const confirmations = (value: unknown): string[] => (Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : []);

/** The body of POST / PUT /Consignments; a wrong type anywhere is a 400 naming the field. */
export function parseConsignmentBody(body: unknown): ConsignmentInput {
  const r = BodyReader.of(body);
  const contact = r.child('BookingContact');
  const frequency = r.child('ConsignmentFrequencySettings');
  const input: ConsignmentInput = {
    version: r.int('Version'),
    customerId: r.id('Customer'),
    customerBranch: r.text('CustomerBranch'),
    bookingContactId: contact ? contact.int('Id') : r.int('BookingContactId'),
    contactName: r.text('ContactName') ?? contact?.text('Name') ?? null,
    contactPhoneNumber: r.text('ContactPhoneNumber') ?? contact?.text('Phone'),
    contactEmailAddress: r.text('ContactEmailAddress') ?? contact?.text('Email'),
    saveContact: r.bool('SaveContact'),
    consignmentTypeId: r.id('ConsignmentType'),
    vehicleTypeId: r.id('VehicleType') ?? null,
    poNumber: r.text('PONumber'),
    costCode: r.text('CostCode'),
    customerReference: r.text('CustomerReference'),
    customerReferenceNumber: r.text('CustomerReferenceNumber'),
    notesForSupplier: r.text('NotesForSupplier'),
    notesForOffice: r.text('NotesForOffice'),
    notesForInvoice: r.text('NotesForInvoice'),
    price: r.money('Price'),
    priceManuallySet: r.bool('PriceManuallySet'),
    cost: r.money('Cost'),
    costManuallySet: r.bool('CostManuallySet'),
    mileage: r.int('Mileage'),
    calculateTimes: r.bool('CalculateTimes'),
    optimiseStops: r.bool('OptimiseStops'),
    applyPostcodePricingRules: r.bool('ApplyPostcodePricingRules'),
    isBackload: r.bool('IsBackload'),
    isQuote: r.bool('IsQuote'),
    isFrequentConsignment: r.bool('IsFrequentConsignment'),
    notifyRecipients: r.bool('NotifyRecipients'),
    consignmentFrequencySettings: frequency
      ? { startDate: frequency.text('StartDate') ?? null, weekDayIds: frequency.ids('WeekDays'), consignmentFrequencyId: frequency.id('ConsignmentFrequency') }
      : null,
    supplierId: r.id('Supplier'),
    additionalCharges: r.list('AdditionalCharges').map(charge),
    consignmentAddresses: r.list('ConsignmentAddresses').map(stop),
    acceptedConfirmations: confirmations(r.raw('AcceptedConfirmations')),
  };
  return input;
}
