/**
 * Creating and updating a consignment or quote (behaviour.md "Booking / Consignment lifecycle"; "Booking / Consignment details"; "Booking / Addresses and load details"): one use case for both. It
 * checks the input, routes the stops, then in one transaction locks the row, checks the version,
 * loads what the input names, applies the booking rules, prices, writes and logs the change.
 */
import { COLLECTION_LIMITS, roomForOneMore, tooManyItems } from '../../domain/collection-limits.js';
import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadMemo } from '../../db/read-memo.js';
import { CONFIRMATION_CODES, unacceptedConfirmations, validateConsignmentDetails, validateConsignmentSave, validateNewContactName, type StopType } from '../../domain/booking.js';
import { earliestFrequentStartDate, isConsignmentReadOnly, manifestChangesRequired, newConsignmentDefaults } from '../../domain/consignment-lifecycle.js';
import { isIsoDate } from '../../domain/dates.js';
import { Topic } from '../../realtime/topics.js';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { badInput, DomainError, forbidden, type FieldError } from '../../errors.js';
import { Contact } from '../customers/contact.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { optimisedStopOrder, reorderStops, STOPS_OPTIMISED } from '../planning/consignment-stops.js';
import { notifyBooked, notifyBooking } from '../notifications/notification.service.js';
import { geocoderFor } from '../geocoding/geocoder.js';
import { routerFor } from '../routing/routing.js';
import type { User } from '../users/user.entity.js';
import { Consignment } from './consignment.entity.js';
import { applyCharges, applyFields, applyPrice, applyState, applyStops } from './consignment.apply.js';
import { assertCanSee, customerScope, isCustomerUser, requireBookingUser } from './consignment.access.js';
import { differences, logChange, snapshot } from './consignment.change-log.js';
import { checkInputLimits, type ConsignmentInput } from './consignment.input.js';
import { customerPricingInput } from './consignment.pricing-input.js';
import { CONSIGNMENT_POPULATE, loadConsignment } from './consignment.populate.js';
import { loadReferences, type References } from './consignment.references.js';
import { estimateTimes, resolveStopTimes, routeFigures, type RouteFigures, type StopTime } from './consignment.schedule.js';
import { announceEvents, consignmentEvent, recordEvents } from '../events/event.record.js';
import { allocateConsignmentNumbers, manifestSizes } from './consignment.numbers.js';
import { syncConsignmentSuppliers } from './consignment.supplier.js';

/** behaviour.md "Shared conventions / Stale writes": the 608 message for consignments. */
export const CONSIGNMENT_CONFLICT = 'The consignment has been modified by another user after you loaded it. Please reload to get the latest version';
/** Refusal of a change to a read-only consignment (behaviour.md "Booking / Consignment lifecycle"). */
export const READ_ONLY_MESSAGE = 'This consignment can no longer be changed';
/** A customer user whose account is On Stop (behaviour.md "Booking / Consignment lifecycle" AccountType) cannot book; the office still can. */
export const ON_STOP_MESSAGE = 'Your account is on stop, so bookings cannot be made. Please contact our office.';
/** The backdated warning (behaviour.md "Booking / Confirmations and warnings"), accepted like the other confirmations. */
export const BACKDATED = { code: 'BACKDATED', message: 'The first collection is in the past. Do you want to save a backdated consignment?' } as const;
const FREQUENT_MESSAGES = {
  weekDays: 'Please choose at least one weekday',
  startDate: (earliest: string) => `The start date must be a date (YYYY-MM-DD) on or after ${earliest}`,
};

/** A 608 / CONFLICT with the spec's message. */
export const conflict = () => new DomainError('CONFLICT', CONSIGNMENT_CONFLICT);

/** Creates a consignment or quote (POST /Consignments). */
export function createConsignment(ctx: RequestContext, input: ConsignmentInput): Promise<Consignment> {
  return save(ctx, null, input);
}

/** Updates a consignment (PUT /Consignments/{id}); a stale version is a 608 and nothing is applied. */
export function updateConsignment(ctx: RequestContext, id: number, input: ConsignmentInput): Promise<Consignment> {
  requireBookingUser(ctx); // who first: a caller without the right is refused before being told about its input
  if (input.version == null) throw badInput([{ field: 'version', message: 'Version is required when saving a consignment' }]);
  return save(ctx, id, input);
}

async function save(ctx: RequestContext, id: number | null, sent: ConsignmentInput): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  const customerId = customerScope(user) ?? sent.customerId ?? null;
  if (isCustomerUser(user) && sent.customerId != null && sent.customerId !== customerId) throw forbidden('You can only book consignments for your own account.');
  stopTimesOrRefuse(sent, ctx.now);
  const priced = await pricedInput(ctx.config, user, sent);
  const pricedTimes = stopTimesOrRefuse(priced, ctx.now);
  // Outside the transaction: no lock is held while routing (OptimiseStops reorders first, issue 23 item 2).
  const order = await optimisedStopOrder(ctx.config, ctx.em, priced, pricedTimes);
  const { input, times } = order ? reorderStops(priced, pricedTimes, order) : { input: priced, times: pricedTimes };
  const route = await routeFigures(routerFor(ctx.config), input);
  try {
    const savedId = await ctx.em.transactional(async (em) => {
      const saved = await saveIn(em, ctx.now, user, id, customerId, input, times, route, order !== null);
      await notifyBooking(em, ctx.config, saved, ctx.now); // issue 25 item 4: the booking confirmation, once
      return saved;
    });
    ctx.em.clear();
    const saved = await loadConsignment(ctx.em, savedId);
    ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId: saved.id, customerId: saved.customer.id, action: id === null ? 'Created' : 'Updated' });
    announceEvents(ctx.pubsub);
    return saved;
  } catch (err) {
    if (err instanceof OptimisticLockError) throw conflict();
    throw err;
  }
}

/** The stops' times and the checks no loaded record can change (sizes, unreadable dates). */
function earlyChecks(input: ConsignmentInput, now: Date): { times: StopTime[]; errors: FieldError[] } {
  const { times, errors } = resolveStopTimes(input, now);
  return { times, errors: [...checkInputLimits(input), ...errors] };
}

function stopTimesOrRefuse(input: ConsignmentInput, now: Date): StopTime[] {
  const { times, errors } = earlyChecks(input, now);
  if (errors.length) throw badInput(errors);
  return times;
}

/**
 * Every check a new consignment's save makes, without writing anything: the bulk import's preview
 * (issue 25 item 6) asks this, so a row passes exactly when a save of it would.
 */
export async function checkNewConsignment(em: EntityManager, now: Date, user: User, customerId: number | null, input: ConsignmentInput, memo?: ReadMemo): Promise<FieldError[]> {
  const { times, errors } = earlyChecks(input, now);
  return errors.length ? errors : (await checkIn(em, now, user, null, customerId, input, times, memo)).errors;
}

/** What became of one input of `createManyInTransaction`: booked, or refused with the save's error. */
export type CreateOutcome = { id: number; consignmentNumber: number } | { refused: DomainError };

/**
 * Creates consignments or quotes inside the caller's transaction, each with every check of a save (a refused
 * input changes nothing and the others carry on), written together by the save's own `writeIn`. The bulk import
 * books its rows this way, `memo` keeping what was read for the transaction's next rows; it publishes the
 * events itself once that transaction commits.
 */
export async function createManyInTransaction(em: EntityManager, ctx: Pick<RequestContext, 'config' | 'now'>, user: User, customerId: number, inputs: readonly ConsignmentInput[], memo = new ReadMemo()): Promise<CreateOutcome[]> {
  const outcomes: (Built | DomainError)[] = [];
  for (const sent of inputs) {
    try {
      stopTimesOrRefuse(sent, ctx.now);
      const input = await pricedInput(ctx.config, user, sent, memo);
      const times = stopTimesOrRefuse(input, ctx.now);
      const route = await routeFigures(routerFor(ctx.config), input);
      outcomes.push(await buildIn(em, ctx.now, user, null, customerId, input, times, route, memo));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push(error);
    }
  }
  const built = outcomes.filter((o): o is Built => !(o instanceof DomainError));
  if (built.length) await writeIn(em, ctx.now, user, built);
  await notifyBooked(em, ctx.config, built.map((b) => b.c), ctx.now, memo); // issue 25 item 4, once each
  return outcomes.map((o) => (o instanceof DomainError ? { refused: o } : { id: o.c.id, consignmentNumber: o.c.consignmentNumber }));
}

/** The records the input names and every booking rule's verdict; reference errors alone when a record is missing. */
async function checkIn(em: EntityManager, now: Date, user: User, existing: Consignment | null, customerId: number | null, input: ConsignmentInput, times: StopTime[], memo = new ReadMemo()): Promise<{ refs: References; errors: FieldError[] }> {
  const { refs, errors } = await loadReferences(em, input, customerId, memo);
  if (isCustomerUser(user) && refs.customer?.isOnStop) throw forbidden(ON_STOP_MESSAGE); // issue 20 item 8
  errors.push(...unknownStops(existing, input));
  if (errors.length) return { refs, errors };
  const contactErrors = await checkNewContact(em, input, refs);
  return { refs, errors: [...contactErrors, ...checkRules(now, user, input, refs, times, existing === null)] };
}

/** What the save prices from: a customer's own figures are replaced by the server's (issue 20 item 3). */
async function pricedInput(config: Config, user: User, sent: ConsignmentInput, memo?: ReadMemo): Promise<ConsignmentInput> {
  if (!isCustomerUser(user)) return sent;
  const geocoder = geocoderFor(config);
  // The import's rows often name the same places: each search is asked once per transaction.
  const located = memo ? { search: (query: string, limit: number) => memo.once(`geocode:${limit}:${query}`, () => geocoder.search(query, limit)) } : geocoder;
  const { input, errors } = await customerPricingInput(located, sent);
  if (errors.length) throw badInput(errors);
  return input;
}

async function lockForUpdate(em: EntityManager, user: User, id: number, version: number): Promise<Consignment> {
  const c = await em.findOne(Consignment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const loaded = c ? await loadConsignment(em, id) : null;
  if (!loaded) throw new DomainError('NOT_FOUND', 'The consignment was not found.');
  assertCanSee(user, loaded);
  if (loaded.version !== version) throw conflict();
  if (isConsignmentReadOnly(loaded, { isCustomerUser: isCustomerUser(user) })) throw forbidden(READ_ONLY_MESSAGE);
  return loaded;
}

/** A contact saved from a booking joins the customer's contacts, within their limit. */
async function checkRoomForContact(em: EntityManager, customerId: number): Promise<void> {
  const max = COLLECTION_LIMITS.contactsPerCustomer;
  if (!roomForOneMore(await em.count(Contact, { customer: customerId }), max)) throw badInput([{ field: 'saveContact', message: tooManyItems('customer', 'contacts', max) }]);
}

async function saveIn(em: EntityManager, now: Date, user: User, id: number | null, customerId: number | null, input: ConsignmentInput, times: StopTime[], route: RouteFigures, optimised = false): Promise<number> {
  const existing = id === null ? null : await lockForUpdate(em, user, id, input.version!);
  const manifestBefore = existing ? { vehicleTypeId: existing.vehicleType.id, stops: existing.consignmentAddresses.getItems().map((s) => ({ id: s.id, manifestId: s.manifestId ?? null })) } : null;
  const built = await buildIn(em, now, user, existing, customerId, input, times, route, new ReadMemo());
  if (manifestBefore) {
    const after = { vehicleTypeId: built.c.vehicleType.id, stopIds: input.consignmentAddresses.map((s) => s.id ?? null) };
    if (manifestChangesRequired(manifestBefore, after, await manifestSizes(em, manifestBefore.stops))) built.c.manifestChangesRequired = true;
  }
  await writeIn(em, now, user, [{ ...built, optimised }]);
  return built.c.id;
}

/** A consignment a save has checked and changed (or made) in the unit of work, not yet written. */
interface Built {
  c: Consignment;
  /** The fields before the save, for the change log; null for a new consignment. */
  before: ReturnType<typeof snapshot> | null;
  optimised?: boolean;
}

/** A new consignment's number until it is written: numbers are given in one block to what is written (gap-free). */
let pendingNumbers = 0;

/** Every check of the save (a 400 before anything is changed), then the fields, stops, charges, state and price. */
async function buildIn(em: EntityManager, now: Date, user: User, existing: Consignment | null, customerId: number | null, input: ConsignmentInput, times: StopTime[], route: RouteFigures, memo: ReadMemo): Promise<Built> {
  const { refs, errors } = await checkIn(em, now, user, existing, customerId, input, times, memo);
  if (errors.length) throw badInput(errors);
  if (input.saveContact && !refs.contact) await checkRoomForContact(em, refs.customer!.id);

  const c = existing ?? em.create(Consignment, { ...newConsignmentDefaults(), consignmentNumber: -++pendingNumbers, customer: refs.customer!, vehicleType: refs.vehicleType!, contactName: '', dateCreated: now, dateModified: now, createdBy: user, isWebBooking: isCustomerUser(user) });
  const before = existing ? snapshot(existing) : null;
  if (input.saveContact && !refs.contact) refs.contact = em.create(Contact, { customer: refs.customer!, name: input.contactName!.trim(), phone: input.contactPhoneNumber ?? null, email: input.contactEmailAddress ?? null });
  applyFields(c, input, refs, isCustomerUser(user));
  applyCharges(em, c, input.additionalCharges, refs);
  const estimates = estimateTimes(times, route.legSeconds);
  applyStops(em, c, input, refs, times, estimates);
  applyState(em, c, input, refs, existing === null);
  await applyPrice(em, c, input, route, isCustomerUser(user), memo);
  c.startDateTime = c.consignmentAddresses.getItems()[0]?.scheduledStartDateAndTime ?? estimates[0] ?? null;
  c.dateModified = now; // always dirty, so every save bumps the version
  return { c, before };
}

/**
 * Writes what the saves built, together: the new ones' numbers in one block, one flush (multi-row inserts), the
 * suppliers, the customers' last booking date, a change log and an event each, a second flush.
 */
async function writeIn(em: EntityManager, now: Date, user: User, built: Built[]): Promise<void> {
  const fresh = built.filter((b) => b.before === null);
  if (fresh.length) {
    const first = await allocateConsignmentNumbers(em, fresh.length);
    fresh.forEach((b, i) => { b.c.consignmentNumber = first + i; });
  }
  await em.flush();
  await syncConsignmentSuppliers(em, built.map((b) => b.c.id));
  // Written without the customer's version: a booking must not make an office edit of the customer stale.
  const booked = [...new Set(built.filter((b) => b.before === null || !b.c.isQuote).map((b) => b.c.customer.id))];
  if (booked.length) await em.nativeUpdate(Customer, { id: { $in: booked } }, { lastConsignmentBookedDate: now });
  for (const { c, before, optimised } of built) {
    logChange(em, c, user, now, before ? 'Updated' : 'Created', [...differences(before ?? {}, snapshot(c)), ...(optimised ? [STOPS_OPTIMISED] : [])]);
  }
  recordEvents(em, built.map(({ c, before }) => consignmentEvent(before ? 'consignment.updated' : 'consignment.created', c, before ? 'Updated' : 'Created')));
  await em.flush();
}

function unknownStops(existing: Consignment | null, input: ConsignmentInput): FieldError[] {
  const ids = new Set(existing?.consignmentAddresses.getItems().map((s) => s.id) ?? []);
  return input.consignmentAddresses.flatMap((s, i) => (s.id != null && !ids.has(s.id) ? [{ field: `consignmentAddresses[${i}].id`, message: 'The consignment address was not found' }] : []));
}

/** behaviour.md "Booking / Consignment details": a new contact may not repeat the name of another of the customer's contacts. */
async function checkNewContact(em: EntityManager, input: ConsignmentInput, refs: References): Promise<FieldError[]> {
  if (!input.saveContact || refs.contact || !refs.customer || !input.contactName?.trim()) return [];
  const contacts = await em.find(Contact, { customer: refs.customer });
  return validateNewContactName(input.contactName, contacts);
}

function checkRules(now: Date, user: User, input: ConsignmentInput, refs: References, times: StopTime[], isNew: boolean): FieldError[] {
  const isCustomer = isCustomerUser(user);
  const details = validateConsignmentDetails({ customerId: refs.customer?.id ?? null, contactName: input.contactName, vehicleTypeId: refs.vehicleType?.id ?? null }, { isCustomerUser: isCustomer });
  const check = validateConsignmentSave(
    {
      isNew,
      calculateTimes: input.calculateTimes ?? true,
      price: input.price ?? 0,
      poNumber: input.poNumber ?? null,
      costCode: input.costCode ?? null,
      stops: input.consignmentAddresses.map((s, i) => ({
        type: (refs.addressTypes.get(s.consignmentAddressTypeId ?? -1)?.name ?? null) as StopType | null,
        address: s.address,
        scheduledStart: times[i].scheduledStart,
        loadDetails: s.loadDetails,
        noLoadDetailsGiven: s.noLoadDetailsGiven ?? false,
      })),
    },
    { now, isCustomerUser: isCustomer, customer: refs.customer },
  );
  const questions = [...check.confirmations, ...(check.backdated ? [BACKDATED] : [])];
  const unaccepted = unacceptedConfirmations({ confirmations: questions }, input.acceptedConfirmations);
  const confirmationErrors = check.errors.length || details.length ? [] : unaccepted.map((q) => ({ field: `confirmation.${q.code}`, message: q.message }));
  return [...details, ...check.errors, ...frequentErrors(now, input, isNew), ...confirmationErrors];
}

/** behaviour.md "Booking / Frequent consignments": a frequent consignment needs weekdays and a start date no earlier than next Monday (or the one after). */
function frequentErrors(now: Date, input: ConsignmentInput, isNew: boolean): FieldError[] {
  if (!input.isFrequentConsignment) return [];
  const settings = input.consignmentFrequencySettings;
  const errors: FieldError[] = [];
  if (!settings?.weekDayIds.length) errors.push({ field: 'consignmentFrequencySettings.weekDays', message: FREQUENT_MESSAGES.weekDays });
  const earliest = earliestFrequentStartDate(now);
  const start = settings?.startDate ?? '';
  if (!isIsoDate(start) || (isNew && start < earliest)) errors.push({ field: 'consignmentFrequencySettings.startDate', message: FREQUENT_MESSAGES.startDate(earliest) });
  return errors;
}

export { CONFIRMATION_CODES, CONSIGNMENT_POPULATE };
