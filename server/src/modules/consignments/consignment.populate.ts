import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.js';
import { Consignment } from './consignment.entity.js';

/**
 * Everything a consignment shows (REST and GraphQL). Loaded select-in: one query per relation for
 * the whole list, so a list costs the same number of statements for 10 rows or 500 (issue 3 item 8).
 */
export const CONSIGNMENT_POPULATE = [
  'customer',
  'bookingContact',
  'consignmentType',
  'vehicleType',
  'supplier',
  'createdBy',
  'consignmentFrequencySettings.weekDays',
  'consignmentFrequencySettings.consignmentFrequency',
  'additionalCharges.additionalCharge',
  'consignmentAddresses.consignmentAddressType',
  'consignmentAddresses.address.country',
  'consignmentAddresses.loadDetails',
  'consignmentAddresses.additionalCharges.additionalCharge',
] as const;

/** One consignment with everything it shows, or a 404. */
export async function loadConsignment(em: EntityManager, id: number): Promise<Consignment> {
  const consignment = await em.findOne(Consignment, { id }, { populate: CONSIGNMENT_POPULATE, strategy: 'select-in' });
  if (!consignment) throw notFound('The consignment');
  return consignment;
}
