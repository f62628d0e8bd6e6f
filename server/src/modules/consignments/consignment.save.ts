/**
 * Creating and updating a consignment or quote (spec 1 §4, §5, §9): one use case for both. It
 * checks the input, routes the stops, then in one transaction locks the row, checks the version,
 * loads what the input names, applies the booking rules, prices, writes and logs the change.
 */
import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIRMATION_CODES, unacceptedConfirmations, validateConsignmentDetails, validateConsignmentSave, validateNewContactName, type StopType } from '../../domain/booking.js';
import { earliestFrequentStartDate, isConsignmentReadOnly, manifestChangesRequired, newConsignmentDefaults, stateAfterSave } from '../../domain/consignment-lifecycle.js';
import { isIsoDate } from '../../domain/dates.js';
import { Topic } from '../../realtime/topics.js';
import type { RequestContext } from '../../context.js';
import { badInput, DomainError, forbidden, type FieldError } from '../../errors.js';
import { Contact } from '../customers/contact.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { priceConsignment } from '../pricing/pricing.service.js';
import { routerFor } from '../routing/routing.js';
import type { User } from '../users/user.entity.js';
import { ConsignmentFrequencySettings } from './consignment-frequency.entity.js';
import { Consignment } from './consignment.entity.js';
import { applyCharges, applyFields, applyStops } from './consignment.apply.js';
import { assertCanSee, customerScope, isCustomerUser, requireBookingUser } from './consignment.access.js';
import { differences, logChange, snapshot } from './consignment.change-log.js';
import { checkInputLimits, type ConsignmentInput } from './consignment.input.js';
import { CONSIGNMENT_POPULATE, loadConsignment } from './consignment.populate.js';
import { loadReferences, type References } from './consignment.references.js';
import { estimateTimes, resolveStopTimes, routeFigures, type RouteFigures, type StopTime } from './consignment.schedule.js';
import { allocateConsignmentNumber, manifestSizes } from './consignment.numbers.js';

/** spec 1 §8: the 608 message for consignments. */
export const CONSIGNMENT_CONFLICT = 'The consignment has been modified by another user after you loaded it. Please reload to get the latest version';
/** Refusal of a change to a read-only consignment (spec 1 §4). */
export const READ_ONLY_MESSAGE = 'This consignment can no longer be changed';
/** The backdated warning (spec 1 §5), accepted like the other confirmations. */
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

async function save(ctx: RequestContext, id: number | null, input: ConsignmentInput): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  const customerId = customerScope(user) ?? input.customerId ?? null;
  if (isCustomerUser(user) && input.customerId != null && input.customerId !== customerId) throw forbidden('You can only book consignments for your own account.');
  const early = [...checkInputLimits(input), ...resolveStopTimes(input, ctx.now).errors];
  if (early.length) throw badInput(early);
  const { times } = resolveStopTimes(input, ctx.now);
  const route = await routeFigures(routerFor(ctx.config), input); // outside the transaction: no lock held while routing
  try {
    const savedId = await ctx.em.transactional((em) => saveIn(em, ctx.now, user, id, customerId, input, times, route));
    ctx.em.clear();
    const saved = await loadConsignment(ctx.em, savedId);
    ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId: saved.id, customerId: saved.customer.id, action: id === null ? 'Created' : 'Updated' });
    return saved;
  } catch (err) {
    if (err instanceof OptimisticLockError) throw conflict();
    throw err;
  }
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

async function saveIn(em: EntityManager, now: Date, user: User, id: number | null, customerId: number | null, input: ConsignmentInput, times: StopTime[], route: RouteFigures): Promise<number> {
  const existing = id === null ? null : await lockForUpdate(em, user, id, input.version!);
  const { refs, errors } = await loadReferences(em, input, customerId);
  errors.push(...unknownStops(existing, input));
  if (errors.length) throw badInput(errors);
  const contactErrors = await checkNewContact(em, input, refs);
  const ruleErrors = checkRules(now, user, input, refs, times, existing === null);
  if (contactErrors.length || ruleErrors.length) throw badInput([...contactErrors, ...ruleErrors]);

  const c = existing ?? em.create(Consignment, { ...newConsignmentDefaults(), consignmentNumber: await allocateConsignmentNumber(em), customer: refs.customer!, vehicleType: refs.vehicleType!, contactName: '', dateCreated: now, dateModified: now, createdBy: user, isWebBooking: isCustomerUser(user) });
  const before = existing ? snapshot(existing) : null;
  const manifestBefore = existing ? { vehicleTypeId: existing.vehicleType.id, stops: existing.consignmentAddresses.getItems().map((s) => ({ id: s.id, manifestId: s.manifestId ?? null })) } : null;

  if (input.saveContact && !refs.contact) refs.contact = em.create(Contact, { customer: refs.customer!, name: input.contactName!.trim(), phone: input.contactPhoneNumber ?? null, email: input.contactEmailAddress ?? null });
  applyFields(c, input, refs, isCustomerUser(user));
  applyCharges(em, c, input.additionalCharges, refs);
  const estimates = estimateTimes(times, route.legSeconds);
  applyStops(em, c, input, refs, times, estimates);
  applyState(em, c, input, refs, existing === null);
  await applyPrice(em, c, input, route, isCustomerUser(user));
  c.startDateTime = c.consignmentAddresses.getItems()[0]?.scheduledStartDateAndTime ?? estimates[0] ?? null;
  c.dateModified = now; // always dirty, so every save bumps the version
  if (manifestBefore) {
    const after = { vehicleTypeId: c.vehicleType.id, stopIds: input.consignmentAddresses.map((s) => s.id ?? null) };
    if (manifestChangesRequired(manifestBefore, after, await manifestSizes(em, manifestBefore.stops))) c.manifestChangesRequired = true;
  }
  await em.flush();
  // Written without the customer's version: a booking must not make an office edit of the customer stale.
  if (!existing || !c.isQuote) await em.nativeUpdate(Customer, { id: c.customer.id }, { lastConsignmentBookedDate: now });
  logChange(em, c, user, now, existing ? 'Updated' : 'Created', differences(before ?? {}, snapshot(c)));
  await em.flush();
  return c.id;
}

function unknownStops(existing: Consignment | null, input: ConsignmentInput): FieldError[] {
  const ids = new Set(existing?.consignmentAddresses.getItems().map((s) => s.id) ?? []);
  return input.consignmentAddresses.flatMap((s, i) => (s.id != null && !ids.has(s.id) ? [{ field: `consignmentAddresses[${i}].id`, message: 'The consignment address was not found' }] : []));
}

/** spec 1 §5: a new contact may not repeat the name of another of the customer's contacts. */
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

/** spec 1 §5: a frequent consignment needs weekdays and a start date no earlier than next Monday (or the one after). */
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

/** spec 1 §4: quote / consignment / frequent flags after the save, and the frequency settings. */
function applyState(em: EntityManager, c: Consignment, input: ConsignmentInput, refs: References, isNew: boolean): void {
  const before = { isQuote: isNew ? true : c.isQuote, isFrequentConsignment: input.isFrequentConsignment ?? false, invoiceStatus: c.invoiceStatus };
  const after = stateAfterSave(before, input.isQuote === false);
  c.isQuote = after.isQuote;
  c.isFrequentConsignment = after.isFrequentConsignment;
  c.invoiceStatus = after.invoiceStatus;
  const settings = input.consignmentFrequencySettings;
  if (!c.isFrequentConsignment || !settings) {
    if (c.consignmentFrequencySettings) em.remove(c.consignmentFrequencySettings);
    c.consignmentFrequencySettings = null;
    return;
  }
  const s = c.consignmentFrequencySettings ?? em.create(ConsignmentFrequencySettings, { startDate: settings.startDate! });
  s.startDate = settings.startDate!;
  s.consignmentFrequency = refs.frequency;
  s.weekDays.set(refs.weekDays);
  c.consignmentFrequencySettings = s;
}

/** spec 1 §9: route miles and minutes, then the matrices; RecommendedPrice/Cost stored, hand-set values kept. */
async function applyPrice(em: EntityManager, c: Consignment, input: ConsignmentInput, route: RouteFigures, isCustomer: boolean): Promise<void> {
  c.totalMiles = route.miles;
  c.totalLoadedMiles = route.miles;
  c.totalTimeInMinutes = route.minutes;
  c.routeIsEstimate = route.isEstimate;
  const line = (p: { pricePence: number; costPence: number }, label: string) => ({ label, price: p.pricePence, cost: p.costPence });
  const result = await priceConsignment(em, {
    customerId: c.customer.id,
    vehicleTypeId: c.vehicleType.id,
    miles: route.miles,
    minutes: route.minutes,
    isBackload: c.isBackload,
    applyPostcodePricingRules: c.applyPostcodePricingRules,
    stops: c.consignmentAddresses.getItems().map((s) => ({ postcode: s.address.postcode, additionalCharges: s.additionalCharges.getItems().map((ch) => line(ch, ch.chargeFor)) })),
    additionalCharges: c.additionalCharges.getItems().map((ch) => line(ch, ch.description)),
    priceManuallySet: c.priceManuallySet,
    currentPrice: isCustomer ? c.pricePence : (input.price ?? c.pricePence),
    costManuallySet: c.costManuallySet,
    currentCost: isCustomer ? c.costPence : (input.cost ?? c.costPence),
  });
  c.recommendedPricePence = result.recommendedPrice;
  c.recommendedCostPence = result.recommendedCost;
  c.pricePence = result.price;
  c.costPence = result.cost;
}

export { CONFIRMATION_CODES, CONSIGNMENT_POPULATE };
