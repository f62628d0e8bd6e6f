/** GraphQL types and inputs for manifests, and their conversion to the shared inputs (pounds -> pence). */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { poundsToPence } from '../../domain/money.js';
import { badInput } from '../../errors.js';
import type { ManifestInput } from './manifest.save.js';
import type { ManifestSearch } from './manifest.search.js';

/** behaviour.md "Manifests / Manifest lifecycle and status colour" StatusColour (HexCode), derived from the manifest's state. */
@ObjectType('ManifestStatusColour')
export class StatusColourView {
  @Field(() => String) name!: string;
  @Field(() => String) hexCode!: string;
}

/** A consignment as seen from a manifest (behaviour.md "Manifests / Manifest lifecycle and status colour"). */
@ObjectType()
export class ManifestConsignment {
  @Field(() => Int) id!: number;
  @Field(() => Int) consignmentNumber!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => String) customerName!: string;
  @Field(() => String, { nullable: true }) customerBranch?: string | null;
  @Field(() => String, { nullable: true }) contactEmailAddress?: string | null;
  @Field(() => String, { nullable: true }) notesForSupplier?: string | null;
  @Field(() => Float, { nullable: true, description: "The customer's price: office users only (null for a supplier's driver)" }) price!: number | null;
  @Field(() => Boolean) isBackload!: boolean;
}

/** The event of the manifestChanged subscription. */
@ObjectType()
export class ManifestChangedEvent {
  @Field(() => Int) manifestId!: number;
  @Field(() => String) action!: string;
  @Field(() => [Int]) consignmentIds!: number[];
}

@InputType('ManifestInput')
export class ManifestInputGql {
  @Field(() => Int, { nullable: true }) version?: number | null;
  @Field(() => Int) vehicleTypeId!: number;
  /** The stops in manifest order. */
  @Field(() => [Int]) consignmentAddressIds!: number[];
  /** Pounds; kept only with costManuallySet. */
  @Field(() => Float, { nullable: true }) cost?: number | null;
  @Field(() => Boolean, { nullable: true }) costManuallySet?: boolean | null;
  @Field(() => Boolean, { nullable: true }) calculateTimes?: boolean | null;
}

@InputType()
export class ManifestSearchInput {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Int, { nullable: true }) vehicleType?: number | null;
  @Field(() => String, { nullable: true }) customerName?: string | null;
  @Field(() => String, { nullable: true }) poNumber?: string | null;
  @Field(() => Int, { nullable: true }) consignmentNumber?: number | null;
  @Field(() => Int, { nullable: true }) manifestNumber?: number | null;
  @Field(() => String, { nullable: true }) collectionAddress?: string | null;
  @Field(() => String, { nullable: true }) deliveryAddress?: string | null;
  @Field(() => String, { nullable: true }) supplierName?: string | null;
  @Field(() => Boolean, { nullable: true }) nonSpec?: boolean | null;
  @Field(() => Boolean, { nullable: true }) notAcknowledged?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isBackload?: boolean | null;
  @Field(() => Boolean, { nullable: true }) excludeBackload?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isDeleted?: boolean | null;
}

/** Pounds to pence, or a 400 naming the field. */
export function pence(value: number | null | undefined, field: string): number | null {
  if (value == null) return null;
  const p = poundsToPence(value);
  if (p === null || p < 0) throw badInput([{ field, message: `${field} must be an amount in pounds with at most 2 decimals` }]);
  return p;
}

/** The shared manifest input from GraphQL. */
export function manifestFromGraphql(input: ManifestInputGql): ManifestInput {
  return {
    version: input.version, vehicleTypeId: input.vehicleTypeId, stopIds: input.consignmentAddressIds,
    costPence: pence(input.cost, 'cost'), costManuallySet: input.costManuallySet, calculateTimes: input.calculateTimes,
  };
}

/** The shared search from GraphQL (nulls mean "no filter"). */
export function manifestSearchFromGraphql(s: ManifestSearchInput): ManifestSearch {
  const flag = (v: boolean | null | undefined) => v ?? undefined;
  return {
    ...s, nonSpec: flag(s.nonSpec), notAcknowledged: flag(s.notAcknowledged), isBackload: flag(s.isBackload),
    excludeBackload: flag(s.excludeBackload), isDeleted: flag(s.isDeleted),
  };
}
