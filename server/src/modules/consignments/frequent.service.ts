/**
 * Frequent (recurring) consignments (behaviour.md "Booking / Consignment lifecycle"; "Booking / Frequent consignments"; issue 3 item 5): each day, every frequent template
 * whose weekdays include the day and whose start date has come makes that day's consignment, once.
 * "Once" holds across instances: the (template, date) row is claimed with INSERT ... ON CONFLICT DO
 * NOTHING in the transaction that creates the consignment, so a second run finds it taken.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { addDays, fromLondonWallTime, isoWeekday, londonWallTime, parseIsoDate, today } from '../../domain/dates.js';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentAddress, LoadDetail } from './consignment-address.entity.js';
import { ConsignmentAddressCharge, ConsignmentCharge } from './consignment-charge.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { Consignment } from './consignment.entity.js';
import { notifyBooking } from '../notifications/notification.service.js';
import { allocateConsignmentNumber } from './consignment.numbers.js';
import { CONSIGNMENT_POPULATE } from './consignment.populate.js';

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The same London time of day, moved to `date` (keeping a multi-day template's day offsets). */
function moveTo(time: Date | null | undefined, firstDay: string, date: string): Date | null {
  if (!time) return null;
  const wall = londonWallTime(time);
  const d = parseIsoDate(addDays(date, daysBetween(firstDay, today(time))))!;
  return fromLondonWallTime(d.year, d.month, d.day, wall.hour, wall.minute);
}

/** Copies a template into the day's consignment (a booking, not a quote), in `em`'s transaction. */
async function createFromTemplate(em: EntityManager, template: Consignment, date: string, now: Date): Promise<Consignment> {
  const stops = template.consignmentAddresses.getItems();
  const firstDay = today(stops.find((s) => s.scheduledStartDateAndTime)?.scheduledStartDateAndTime ?? template.startDateTime ?? now);
  const { id: _id, consignmentNumber: _n, version: _v, consignmentAddresses: _s, additionalCharges: _c, consignmentChangeLogs: _l, consignmentFrequencySettings: _f, ...fields } = template;
  const c = em.create(Consignment, {
    ...fields,
    consignmentNumber: await allocateConsignmentNumber(em),
    isQuote: false,
    isFrequentConsignment: false,
    frequentConsignmentTemplate: template,
    frequentDate: date,
    consignmentFrequencySettings: null,
    dateCreated: now,
    dateModified: now,
    startDateTime: moveTo(template.startDateTime, firstDay, date),
  } as never);
  for (const ch of template.additionalCharges.getItems()) em.create(ConsignmentCharge, { consignment: c, additionalCharge: ch.additionalCharge, description: ch.description, pricePence: ch.pricePence, costPence: ch.costPence });
  for (const s of stops) {
    const { id: _a, customer: _cu, ...address } = s.address;
    const stop = em.create(ConsignmentAddress, {
      consignment: c, consignmentAddressType: s.consignmentAddressType, address: em.create(Address, address as never), consignmentOrder: s.consignmentOrder,
      scheduledStartDateAndTime: moveTo(s.scheduledStartDateAndTime, firstDay, date), scheduledStartToDateAndTime: moveTo(s.scheduledStartToDateAndTime, firstDay, date),
      estimatedStartDateAndTime: moveTo(s.estimatedStartDateAndTime, firstDay, date), isScheduledStartDateAndTimeLocked: s.isScheduledStartDateAndTimeLocked, timed: s.timed, noLoadDetailsGiven: s.noLoadDetailsGiven,
    });
    for (const d of s.loadDetails.getItems()) em.create(LoadDetail, { consignmentAddress: stop, quantity: d.quantity, description: d.description });
    for (const ch of s.additionalCharges.getItems()) em.create(ConsignmentAddressCharge, { consignmentAddress: stop, additionalCharge: ch.additionalCharge, chargeFor: ch.chargeFor, pricePence: ch.pricePence, costPence: ch.costPence });
  }
  em.create(ConsignmentChangeLog, { consignment: c, user: null, userName: 'Frequent consignments', createdAt: now, action: `Created from frequent consignment ${template.consignmentNumber}`, changes: [] });
  await em.flush();
  return c;
}

/** Claims (template, date); false when another run already has it. */
async function claim(em: EntityManager, templateId: number, date: string, now: Date): Promise<boolean> {
  const rows = await em.getConnection().execute<{ template_id: number }[]>(
    `insert into frequent_consignment_run (template_id, run_date, created_at) values (?, ?, ?) on conflict do nothing returning template_id`,
    [templateId, date, now], 'all', em.getTransactionContext());
  return rows.length === 1;
}

/**
 * Makes `date`'s consignments from the frequent templates; returns the ids this run created. Each is a booking
 * like any other, so its recipients get the booking confirmation (issue 25 item 4), written in the transaction
 * that claims the (template, date): a second run claims nothing and sends nothing.
 */
export async function createFrequentConsignments(em: EntityManager, config: Config, date: string, now: Date): Promise<number[]> {
  const templates = await em.fork().find(
    Consignment,
    { isFrequentConsignment: true, isDeleted: false, consignmentFrequencySettings: { startDate: { $lte: date }, weekDays: { $some: { isoDay: isoWeekday(date) } } } },
    { populate: CONSIGNMENT_POPULATE, strategy: 'select-in', orderBy: { id: 'asc' } },
  );
  const created: number[] = [];
  for (const template of templates) {
    const id = await em.fork().transactional(async (tem) => {
      if (!(await claim(tem, template.id, date, now))) return null;
      const c = await createFromTemplate(tem, tem.merge(template), date, now);
      await tem.getConnection().execute(`update frequent_consignment_run set consignment_id = ? where template_id = ? and run_date = ?`, [c.id, template.id, date], 'run', tem.getTransactionContext());
      await notifyBooking(tem, config, c.id, now);
      return c.id;
    });
    if (id !== null) created.push(id);
  }
  return created;
}
