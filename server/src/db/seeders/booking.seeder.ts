import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, londonDateTime, today } from '../../domain/dates.js';
import { metresToMiles, secondsToMinutes } from '../../domain/pricing.js';
import { newConsignmentDefaults } from '../../domain/consignment-lifecycle.js';
import { Address } from '../../modules/addresses/address.entity.js';
import { ConsignmentAddress, LoadDetail } from '../../modules/consignments/consignment-address.entity.js';
import { ConsignmentCharge } from '../../modules/consignments/consignment-charge.entity.js';
import { Consignment } from '../../modules/consignments/consignment.entity.js';
import { allocateConsignmentNumber } from '../../modules/consignments/consignment.numbers.js';
import { Contact } from '../../modules/customers/contact.entity.js';
import type { Customer } from '../../modules/customers/customer.entity.js';
import { ConsignmentAddressType, ConsignmentType, Country } from '../../modules/lookups/lookup.entity.js';
import { VehicleType } from '../../modules/lookups/vehicle-type.entity.js';
import { AdditionalCharge } from '../../modules/pricing/additional-charge.entity.js';
import { AreaAdditionalChargeRule } from '../../modules/pricing/area-rule.entity.js';
import { PriceMatrix, PriceMatrixIncrement, PriceMatrixRow, PriceMatrixType } from '../../modules/pricing/price-matrix.entity.js';
import { priceConsignment } from '../../modules/pricing/pricing.service.js';
import { estimateRouter } from '../../modules/routing/routing.js';
import { GlobalSettings } from '../../modules/settings/global-settings.entity.js';
import type { User } from '../../modules/users/user.entity.js';

// Pence per started mile and minimum, per vehicle size: (price per mile, minimum) and the supplier cost.
const RATES: Record<string, [number, number, number, number]> = {
  'Small Van': [150, 3500, 110, 2500],
  'Short Wheelbase Van': [170, 4000, 125, 3000],
  'Long Wheelbase Van': [190, 4500, 140, 3300],
  'Luton Van': [220, 5500, 160, 4000],
  '7.5 Tonne': [280, 8000, 210, 6000],
};

const PLACES = {
  acmeDepot: { companyName: 'Acme Retail DC', addressLine1: 'Unit 4, Thames Road', town: 'Barking', postcode: 'IG11 0HZ', latitude: 51.5226, longitude: 0.0985 },
  cityStore: { companyName: 'Acme City Store', addressLine1: '120 Cheapside', town: 'London', postcode: 'EC2V 6DN', latitude: 51.5142, longitude: -0.0931 },
  readingStore: { companyName: 'Acme Reading', addressLine1: '21 Broad Street', town: 'Reading', postcode: 'RG1 2BH', latitude: 51.4555, longitude: -0.9731 },
  cambridge: { companyName: 'Cambridge Books', addressLine1: '3 Market Hill', town: 'Cambridge', postcode: 'CB2 3NJ', latitude: 52.2053, longitude: 0.1192 },
};

/** Booking demo data: matrices, an area rule, charges, settings, contacts and a few consignments today and tomorrow. */
export async function seedBooking(em: EntityManager, acme: Customer, bookedBy: User, now: Date): Promise<void> {
  em.create(GlobalSettings, { id: 1, backloadMultiplier: 70 });
  const vehicleTypes = await em.find(VehicleType, { name: { $in: Object.keys(RATES) } });
  for (const vt of vehicleTypes) {
    const [pricePerMile, minPrice, costPerMile, minCost] = RATES[vt.name];
    const pricing = em.create(PriceMatrix, { vehicleType: vt, matrixType: PriceMatrixType.PRICING, priceIncrement: PriceMatrixIncrement.DISTANCE, minimumPricePence: minPrice });
    em.create(PriceMatrixRow, { matrix: pricing, fromValue: 0, toValue: 50, interval: 1, priceBreakPence: pricePerMile });
    em.create(PriceMatrixRow, { matrix: pricing, fromValue: 50, toValue: null, interval: 1, priceBreakPence: Math.round(pricePerMile * 0.8) });
    const costing = em.create(PriceMatrix, { vehicleType: vt, matrixType: PriceMatrixType.COSTING_SUPPLIER, priceIncrement: PriceMatrixIncrement.DISTANCE, minimumPricePence: minCost });
    em.create(PriceMatrixRow, { matrix: costing, fromValue: 0, toValue: null, interval: 1, priceBreakPence: costPerMile });
  }
  em.create(AreaAdditionalChargeRule, { name: 'Central London congestion', order: 10, postcodes: 'EC\nWC\nW1\nSW1', postcodeExclusions: 'SW19', pricePercentage: 10, maxPricePence: 2500, costPercentage: 8, maxCostPence: 2000 });
  const tailLift = em.create(AdditionalCharge, { chargeFor: 'Tail lift', pricePence: 1500, costPence: 1000 });
  em.create(AdditionalCharge, { chargeFor: 'Waiting time (per 15 minutes)', pricePence: 750, costPence: 500 });
  em.create(AdditionalCharge, { chargeFor: 'Two-person delivery', pricePence: 3500, costPence: 2500 });
  const casey = em.create(Contact, { customer: acme, name: 'Casey Customer', phone: '020 7946 0018', email: 'customer@acme.example' });
  await em.flush();

  const gb = await em.findOneOrFail(Country, { code: 'GB' });
  const [collection, delivery] = await Promise.all([em.findOneOrFail(ConsignmentAddressType, { name: 'Collection' }), em.findOneOrFail(ConsignmentAddressType, { name: 'Delivery' })]);
  const sameDay = await em.findOne(ConsignmentType, { name: 'Same Day' });
  const van = vehicleTypes.find((v) => v.name === 'Small Van')!;
  const luton = vehicleTypes.find((v) => v.name === 'Luton Van')!;
  const day = today(now);
  const jobs = [
    { date: day, times: ['08:30', '10:00'], from: PLACES.acmeDepot, to: PLACES.cityStore, vt: van, load: [4, 'Cages of stock'], po: 'ACME-7001', quote: false },
    { date: day, times: ['13:00', '15:30'], from: PLACES.acmeDepot, to: PLACES.readingStore, vt: luton, load: [12, 'Pallets'], po: 'ACME-7002', quote: false },
    { date: addDays(day, 1), times: ['09:00', '11:30'], from: PLACES.cambridge, to: PLACES.acmeDepot, vt: van, load: [30, 'Boxes of books'], po: 'ACME-7003', quote: false },
    { date: addDays(day, 1), times: ['14:00', '15:00'], from: PLACES.acmeDepot, to: PLACES.cityStore, vt: luton, load: [2, 'Display units'], po: null, quote: true },
  ] as const;
  for (const job of jobs) {
    const c = em.create(Consignment, {
      ...newConsignmentDefaults(), isQuote: job.quote, consignmentNumber: await allocateConsignmentNumber(em), customer: acme, bookingContact: casey,
      contactName: casey.name, contactPhoneNumber: casey.phone, contactEmailAddress: casey.email, consignmentType: sameDay, vehicleType: job.vt,
      poNumber: job.po, customerReference: `DEMO-${job.po ?? 'QUOTE'}`, dateCreated: now, dateModified: now, createdBy: bookedBy, isWebBooking: true,
      startDateTime: londonDateTime(job.date, job.times[0]),
    });
    [[collection, job.from, job.times[0]], [delivery, job.to, job.times[1]]].forEach(([type, place, time], i) => {
      const stop = em.create(ConsignmentAddress, { consignment: c, consignmentAddressType: type as ConsignmentAddressType, address: em.create(Address, { ...(place as typeof PLACES.acmeDepot), country: gb }), consignmentOrder: (i + 1) * 10, scheduledStartDateAndTime: londonDateTime(job.date, time as string) });
      em.create(LoadDetail, { consignmentAddress: stop, quantity: job.load[0], description: job.load[1] });
    });
    if (job.vt === luton) em.create(ConsignmentCharge, { consignment: c, additionalCharge: tailLift, description: tailLift.chargeFor, pricePence: tailLift.pricePence, costPence: tailLift.costPence });
    const route = await estimateRouter.route([job.from, job.to]);
    c.totalMiles = c.totalLoadedMiles = metresToMiles(route.metres);
    c.totalTimeInMinutes = secondsToMinutes(route.seconds);
    c.routeIsEstimate = true;
    const chargeLines = job.vt === luton ? [{ label: tailLift.chargeFor, price: tailLift.pricePence, cost: tailLift.costPence }] : [];
    const priced = await priceConsignment(em, { customerId: acme.id, vehicleTypeId: job.vt.id, miles: c.totalMiles, minutes: c.totalTimeInMinutes, isBackload: false, applyPostcodePricingRules: true, stops: [{ postcode: job.from.postcode, additionalCharges: [] }, { postcode: job.to.postcode, additionalCharges: [] }], additionalCharges: chargeLines, priceManuallySet: false, currentPrice: 0, costManuallySet: false, currentCost: 0 });
    c.recommendedPricePence = c.pricePence = priced.price;
    c.recommendedCostPence = c.costPence = priced.cost;
  }
  await em.flush();
}
