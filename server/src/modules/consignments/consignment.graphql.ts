/** GraphQL inputs and events for consignments, and the inputs' conversion to the shared input (pounds -> pence). */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { poundsToPence } from '../../domain/money.js';
import { badInput, type FieldError } from '../../errors.js';
import type { ChargeInput, ConsignmentInput } from './consignment.input.js';
import type { ConsignmentSearch } from './consignment.search.js';

@InputType('AddressInput')
export class AddressInputGql {
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) addressLine3?: string | null;
  @Field(() => String, { nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) county?: string | null;
  @Field(() => String, { nullable: true }) postcode?: string | null;
  @Field(() => Int, { nullable: true }) countryId?: number | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
}

@InputType('ChargeInput')
export class ChargeInputGql {
  @Field(() => Int) additionalChargeId!: number;
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Pounds; defaults to the catalogue's. */
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Float, { nullable: true }) cost?: number | null;
}

@InputType('LoadDetailInput')
export class LoadDetailInputGql {
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType('StopInput')
export class StopInputGql {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) consignmentAddressTypeId?: number | null;
  @Field(() => AddressInputGql) address!: AddressInputGql;
  @Field(() => Date, { nullable: true }) scheduledStartDateAndTime?: Date | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; with no time, the time defaults to now' }) scheduledDate?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm; with no date, the date defaults to today' }) scheduledTime?: string | null;
  @Field(() => Date, { nullable: true }) scheduledStartToDateAndTime?: Date | null;
  @Field(() => Boolean, { nullable: true, description: 'ASAP pickup: 30 minutes from now, locked' }) asap?: boolean;
  @Field(() => Boolean, { nullable: true }) isScheduledStartDateAndTimeLocked?: boolean;
  @Field(() => Boolean, { nullable: true }) timed?: boolean;
  @Field(() => Boolean, { nullable: true }) noLoadDetailsGiven?: boolean;
  @Field(() => String, { nullable: true, description: 'The person at this address, for recipient notifications' }) contactEmailAddress?: string | null;
  @Field(() => String, { nullable: true }) contactPhoneNumber?: string | null;
  @Field(() => [LoadDetailInputGql], { nullable: true }) loadDetails?: LoadDetailInputGql[];
  @Field(() => [ChargeInputGql], { nullable: true }) additionalCharges?: ChargeInputGql[];
}

@InputType('FrequencyInput')
export class FrequencyInputGql {
  @Field(() => String) startDate!: string;
  @Field(() => [Int]) weekDayIds!: number[];
  @Field(() => Int, { nullable: true }) consignmentFrequencyId?: number | null;
}

@InputType('ConsignmentInput', { description: 'A consignment or quote as saved; money in pounds' })
export class ConsignmentInputGql {
  @Field(() => Int, { nullable: true, description: 'Required on update: the version loaded' }) version?: number | null;
  @Field(() => Int, { nullable: true }) customerId?: number | null;
  @Field(() => String, { nullable: true }) customerBranch?: string | null;
  @Field(() => Int, { nullable: true }) bookingContactId?: number | null;
  @Field(() => String, { nullable: true }) contactName?: string | null;
  @Field(() => String, { nullable: true }) contactPhoneNumber?: string | null;
  @Field(() => String, { nullable: true }) contactEmailAddress?: string | null;
  @Field(() => Boolean, { nullable: true }) saveContact?: boolean;
  @Field(() => Int, { nullable: true }) consignmentTypeId?: number | null;
  @Field(() => Int, { nullable: true }) vehicleTypeId?: number | null;
  @Field(() => String, { nullable: true }) poNumber?: string | null;
  @Field(() => String, { nullable: true }) costCode?: string | null;
  @Field(() => String, { nullable: true }) customerReference?: string | null;
  @Field(() => String, { nullable: true }) customerReferenceNumber?: string | null;
  @Field(() => String, { nullable: true }) notesForSupplier?: string | null;
  @Field(() => String, { nullable: true }) notesForOffice?: string | null;
  @Field(() => String, { nullable: true }) notesForInvoice?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Boolean, { nullable: true }) priceManuallySet?: boolean;
  @Field(() => Float, { nullable: true }) cost?: number | null;
  @Field(() => Boolean, { nullable: true }) costManuallySet?: boolean;
  @Field(() => Int, { nullable: true }) mileage?: number | null;
  @Field(() => Boolean, { nullable: true }) calculateTimes?: boolean;
  @Field(() => Boolean, { nullable: true }) optimiseStops?: boolean;
  @Field(() => Boolean, { nullable: true }) applyPostcodePricingRules?: boolean;
  @Field(() => Boolean, { nullable: true }) isBackload?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'false saves a quote as a consignment' }) isQuote?: boolean;
  @Field(() => Boolean, { nullable: true }) isFrequentConsignment?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Recipient notifications for this booking; absent keeps the customer's setting" }) notifyRecipients?: boolean;
  @Field(() => FrequencyInputGql, { nullable: true }) consignmentFrequencySettings?: FrequencyInputGql | null;
  @Field(() => Int, { nullable: true }) supplierId?: number | null;
  @Field(() => [ChargeInputGql], { nullable: true }) additionalCharges?: ChargeInputGql[];
  @Field(() => [StopInputGql]) consignmentAddresses!: StopInputGql[];
  @Field(() => [String], { nullable: true, description: 'Accepted confirmation codes: PO_NUMBER_MISSING, COST_CODE_MISSING, BACKDATED' }) acceptedConfirmations?: string[];
}

@InputType({ description: 'The consignment search: a London date range on the first stop (YYYY-MM-DD) and optional filters' })
export class ConsignmentSearchInput {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Int, { nullable: true }) vehicleType?: number | null;
  @Field(() => String, { nullable: true }) customerName?: string | null;
  @Field(() => String, { nullable: true }) poNumber?: string | null;
  @Field(() => Int, { nullable: true }) consignmentNumber?: number | null;
  @Field(() => Int, { nullable: true }) manifestNumber?: number | null;
  @Field(() => String, { nullable: true }) collectionAddress?: string | null;
  @Field(() => String, { nullable: true }) deliveryAddress?: string | null;
  @Field(() => String, { nullable: true }) bookingContact?: string | null;
  @Field(() => String, { nullable: true }) supplierName?: string | null;
  @Field(() => Boolean, { nullable: true }) isFrequent?: boolean;
  @Field(() => Boolean, { nullable: true }) haveNoManifest?: boolean;
  @Field(() => Boolean, { nullable: true }) isQuote?: boolean;
  @Field(() => Boolean, { nullable: true }) isDeleted?: boolean;
}

function pence(value: number | null | undefined, field: string, errors: FieldError[]): number | null | undefined {
  if (value == null) return value;
  const p = poundsToPence(value);
  if (p === null) errors.push({ field, message: `${field} must be an amount in pounds with at most 2 decimals` });
  return p ?? undefined;
}

function charges(list: ChargeInputGql[] | undefined, path: string, errors: FieldError[]): ChargeInput[] {
  return (list ?? []).map((c, i) => ({ ...c, price: pence(c.price, `${path}[${i}].price`, errors), cost: pence(c.cost, `${path}[${i}].cost`, errors) }));
}

/** The shared input from the GraphQL one. */
export function fromGraphql(input: ConsignmentInputGql): ConsignmentInput {
  const errors: FieldError[] = [];
  const result: ConsignmentInput = {
    ...input,
    contactName: input.contactName ?? null,
    vehicleTypeId: input.vehicleTypeId ?? null,
    price: pence(input.price, 'price', errors),
    cost: pence(input.cost, 'cost', errors),
    additionalCharges: charges(input.additionalCharges, 'additionalCharges', errors),
    consignmentAddresses: input.consignmentAddresses.map((s, i) => ({
      ...s,
      consignmentAddressTypeId: s.consignmentAddressTypeId ?? null,
      address: { ...s.address, addressLine1: s.address.addressLine1 ?? null, town: s.address.town ?? null, postcode: s.address.postcode ?? null },
      loadDetails: (s.loadDetails ?? []).map((d) => ({ quantity: d.quantity ?? null, description: d.description ?? null })),
      additionalCharges: charges(s.additionalCharges, `consignmentAddresses[${i}].additionalCharges`, errors),
    })),
    consignmentFrequencySettings: input.consignmentFrequencySettings ? { ...input.consignmentFrequencySettings } : null,
    acceptedConfirmations: input.acceptedConfirmations ?? [],
  };
  if (errors.length) throw badInput(errors);
  return result;
}

/** The search from the GraphQL input. */
export const searchFromGraphql = (input: ConsignmentSearchInput): ConsignmentSearch => ({ ...input, isFrequent: input.isFrequent ?? undefined, haveNoManifest: input.haveNoManifest ?? undefined, isQuote: input.isQuote ?? undefined, isDeleted: input.isDeleted ?? undefined });

/** The event of the consignmentChanged subscription. */
@ObjectType()
export class ConsignmentChangedEvent {
  @Field(() => Int) consignmentId!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => String) action!: string;
}
