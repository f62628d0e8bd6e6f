/**
 * Reads what a GraphQL query asks of a consignment list, so the projection (consignment.projection.ts)
 * can write exactly those fields in SQL (graphql/lookahead.ts). A query that asks for anything outside
 * the projection gets undefined and is answered by the entity resolvers as before.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Lookahead } from '../../graphql/lookahead.js';
import type { Pick } from '../../graphql/projection.js';
import { Address } from '../addresses/address.entity.js';
import { Contact } from '../customers/contact.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { ConsignmentAddressType, ConsignmentFrequency, ConsignmentType, Country, WeekDay } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { AdditionalCharge } from '../pricing/additional-charge.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { User } from '../users/user.entity.js';
import { ConsignmentAddress, LoadDetail } from './consignment-address.entity.js';
import { ConsignmentAddressCharge, ConsignmentCharge } from './consignment-charge.entity.js';
import { ConsignmentFrequencySettings } from './consignment-frequency.entity.js';
import { Consignment } from './consignment.entity.js';
import { consignmentCatalogue } from './consignment.projection.js';

/** The class behind each GraphQL type of the consignment projection. */
export const consignmentClasses: Record<string, { prototype: object }> = {
  Consignment, ConsignmentAddress, LoadDetail, Address, Country, ConsignmentAddressType, ConsignmentType, VehicleType, Contact, User, Supplier, Customer,
  AdditionalCharge, ConsignmentCharge, ConsignmentAddressCharge, ConsignmentFrequencySettings, ConsignmentFrequency, WeekDay,
};

/** A consignment list's or a consignment's selection, read against the consignment projection. */
export const consignmentLookahead = new Lookahead(consignmentCatalogue, 'Consignment', consignmentClasses);

/** The projection picks for the consignments a GraphQL field returns, or undefined when it cannot serve them. */
export function consignmentPicks(info: GraphQLResolveInfo): Pick[] | undefined {
  return consignmentLookahead.picks(info);
}

/** Parses the projection's JSON into objects GraphQL can serve as consignments. */
export function asConsignments<T extends Consignment | Consignment[]>(json: string, picks: readonly Pick[]): T {
  return consignmentLookahead.parse<T>(json, picks);
}
