/** Test arrangements for booking: users with tokens, the lookup ids, a priced vehicle type and request bodies. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildCustomer, buildUser, sessionToken } from '../../test/factories.js';
import { ConsignmentAddressType, Country } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { AdditionalCharge } from '../pricing/additional-charge.entity.js';
import { PriceMatrix, PriceMatrixIncrement, PriceMatrixRow, PriceMatrixType } from '../pricing/price-matrix.entity.js';
import { GlobalSettings } from '../settings/global-settings.entity.js';
import { UserRole } from '../users/user.entity.js';

/** Everything a booking test needs. */
export interface Booking {
  office: { id: number; token: string };
  customer: { id: number; userId: number; token: string };
  otherCustomer: { id: number; userId: number; token: string };
  driverToken: string;
  vehicleTypeId: number;
  unpricedVehicleTypeId: number;
  collectionId: number;
  deliveryId: number;
  countryId: number;
  chargeId: number;
}

/** Office, two customers (with users), a driver, and a default DISTANCE matrix for 'Small Van'. */
export async function arrangeBooking(orm: MikroORM): Promise<Booking> {
  const officeUser = await buildUser(orm, { role: UserRole.OFFICE });
  const customer = await buildCustomer(orm);
  const other = await buildCustomer(orm);
  const customerUser = await buildUser(orm, { role: UserRole.CUSTOMER, customerId: customer.id });
  const otherUser = await buildUser(orm, { role: UserRole.CUSTOMER, customerId: other.id });
  const driver = await buildUser(orm, { role: UserRole.SUPPLIER });
  const em = orm.em.fork();
  const van = await em.findOneOrFail(VehicleType, { name: 'Small Van' });
  const luton = await em.findOneOrFail(VehicleType, { name: 'Luton Van' });
  const types = await em.find(ConsignmentAddressType, {});
  const gb = await em.findOneOrFail(Country, { code: 'GB' });
  // Default price: £2 per started mile over 0, minimum £30; cost: £1.50 per mile, minimum £20.
  const pricing = em.create(PriceMatrix, { vehicleType: van, matrixType: PriceMatrixType.PRICING, priceIncrement: PriceMatrixIncrement.DISTANCE, minimumPricePence: 3000 });
  em.create(PriceMatrixRow, { matrix: pricing, fromValue: 0, toValue: null, interval: 1, priceBreakPence: 200 });
  const costing = em.create(PriceMatrix, { vehicleType: van, matrixType: PriceMatrixType.COSTING_SUPPLIER, priceIncrement: PriceMatrixIncrement.DISTANCE, minimumPricePence: 2000 });
  em.create(PriceMatrixRow, { matrix: costing, fromValue: 0, toValue: null, interval: 1, priceBreakPence: 150 });
  const charge = em.create(AdditionalCharge, { chargeFor: 'Tail lift', pricePence: 1500, costPence: 1000 });
  if (!(await em.findOne(GlobalSettings, { id: 1 }))) em.create(GlobalSettings, { id: 1, backloadMultiplier: 50 });
  await em.flush();
  return {
    office: { id: officeUser.id, token: await sessionToken(orm, officeUser) },
    customer: { id: customer.id, userId: customerUser.id, token: await sessionToken(orm, customerUser) },
    otherCustomer: { id: other.id, userId: otherUser.id, token: await sessionToken(orm, otherUser) },
    driverToken: await sessionToken(orm, driver),
    vehicleTypeId: van.id,
    unpricedVehicleTypeId: luton.id,
    collectionId: types.find((t) => t.name === 'Collection')!.id,
    deliveryId: types.find((t) => t.name === 'Delivery')!.id,
    countryId: gb.id,
    chargeId: charge.id,
  };
}

/** Tomorrow at a London wall-clock hour, as the REST stop-time text 'yyyy-MM-dd HH:mm:ss'. */
export function tomorrowAt(hour: number, minute = 0): string {
  const d = new Date(Date.now() + 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
}

// Two real places about 7.5 miles apart in a straight line: Shoreditch (E1 6AN) and Wimbledon (SW19 5AE).
const SHOREDITCH = { latitude: 51.5246, longitude: -0.0786 };
const WIMBLEDON = { latitude: 51.4214, longitude: -0.2064 };

/** A valid REST body: a Small Van collection in Shoreditch and a delivery in Wimbledon tomorrow. */
export function bookingBody(b: Booking, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Customer: { Id: b.customer.id },
    ContactName: 'Pat Booker',
    ContactPhoneNumber: '020 7946 0000',
    VehicleType: { Id: b.vehicleTypeId },
    PONumber: 'PO-1001',
    CustomerReference: 'REF-1',
    ConsignmentAddresses: [
      {
        ConsignmentAddressType: { Id: b.collectionId },
        Address: { CompanyName: 'Acme Warehouse', AddressLine1: '1 Shoreditch High St', Town: 'London', Postcode: 'e1 6an', CountryId: b.countryId, ...SHOREDITCH },
        ScheduledStartDateAndTime: tomorrowAt(9),
        LoadDetails: [{ Quantity: 2, Description: 'Pallet' }],
      },
      {
        ConsignmentAddressType: { Id: b.deliveryId },
        Address: { CompanyName: 'Wimbledon Store', AddressLine1: '5 The Broadway', Town: 'London', Postcode: 'SW19 5AE', CountryId: b.countryId, ...WIMBLEDON },
        ScheduledStartDateAndTime: tomorrowAt(11),
        LoadDetails: [{ Quantity: 2, Description: 'Pallet' }],
      },
    ],
    ...overrides,
  };
}
