/**
 * The server owns prices (DESIGN "Rules shared by all code", issue 20 item 3): of what a customer
 * user sends, only the stops, the vehicle type and the chosen charges may change what it is charged.
 * Its coordinates and mileage are dropped and the stops are located here (the geocoder), so the route
 * is the server's; backload, area-rule and hand-set price flags and charge amounts are the office's.
 */
import type { FieldError } from '../../errors.js';
import type { Geocoder } from '../geocoding/geocoder.js';
import type { AddressInput, ChargeInput, ConsignmentInput } from './consignment.input.js';

/** The refusal when the server cannot place a customer's stop, so it cannot route or price it. */
export const ADDRESS_NOT_FOUND = 'We could not find this address. Please check the town and postcode.';

/** Where the geocoder places an address: its postcode first (exact), else its town. */
export async function locateAddress(geocoder: Geocoder, address: AddressInput): Promise<{ latitude: number; longitude: number } | null> {
  for (const query of [address.postcode, address.town]) {
    const text = query?.trim();
    if (!text) continue;
    const [place] = await geocoder.search(`${text}, UK`, 1);
    if (place) return { latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}

const catalogueAmounts = (c: ChargeInput): ChargeInput => ({ ...c, price: null, cost: null });

/**
 * A customer user's input with everything that could set its price taken out: office-only flags
 * and amounts left unset (the save keeps the stored or default values), mileage dropped, each stop
 * located by the server. A stop that cannot be located is a field error.
 */
export async function customerPricingInput(geocoder: Geocoder, input: ConsignmentInput): Promise<{ input: ConsignmentInput; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const located = await Promise.all(input.consignmentAddresses.map((s) => locateAddress(geocoder, s.address)));
  const stops = input.consignmentAddresses.map((s, i) => {
    const at = located[i];
    if (!at) errors.push({ field: `consignmentAddresses[${i}].address.postcode`, message: ADDRESS_NOT_FOUND });
    return { ...s, address: { ...s.address, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null }, additionalCharges: s.additionalCharges.map(catalogueAmounts) };
  });
  const owned: ConsignmentInput = {
    ...input,
    mileage: null,
    isBackload: undefined,
    applyPostcodePricingRules: undefined,
    price: null,
    priceManuallySet: undefined,
    cost: null,
    costManuallySet: undefined,
    additionalCharges: input.additionalCharges.map(catalogueAmounts),
    consignmentAddresses: stops,
  };
  return { input: owned, errors };
}
