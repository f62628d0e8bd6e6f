/**
 * Reads what a GraphQL query asks of a consignment list, so the projection (consignment.projection.ts)
 * can write exactly those fields in SQL. A query that asks for anything outside the projection (field
 * arguments, directives, fields served by resolvers of their own) gets undefined and is answered by
 * the entity resolvers as before.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
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
import { projectable, type Pick } from './consignment.projection.js';

/** The class behind each GraphQL type of the projection. */
const classes: Record<string, { prototype: object }> = {
  Consignment, ConsignmentAddress, LoadDetail, Address, Country, ConsignmentAddressType, ConsignmentType, VehicleType, Contact, User, Supplier, Customer,
  AdditionalCharge, ConsignmentCharge, ConsignmentAddressCharge, ConsignmentFrequencySettings, ConsignmentFrequency, WeekDay,
};

/** How a selection is keyed: by field name (objects served through resolvers) or by response key (the answer itself). */
type Keying = 'field' | 'response';
type Fragments = GraphQLResolveInfo['fragments'];

/**
 * The fields under `sets` in the order the query names them, with their sub-selections merged. Keyed by
 * field name, GraphQL's default resolvers read `source[fieldName]` whatever the alias, so aliases of one
 * field share a key; keyed by response key, each alias is its own entry and __typename is kept.
 */
function fieldsOf(fragments: Fragments, sets: readonly SelectionSetNode[], type: string, keying: Keying): Map<string, { field: string; sets: SelectionSetNode[] }> | undefined {
  const fields = new Map<string, { field: string; sets: SelectionSetNode[] }>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.directives?.length) return false;
      if (s.kind === Kind.FIELD) {
        if (s.name.value === '__typename' && keying === 'field') return true;
        if (s.arguments?.length) return false;
        const key = keying === 'response' ? (s.alias?.value ?? s.name.value) : s.name.value;
        const entry = fields.get(key) ?? { field: s.name.value, sets: [] };
        if (s.selectionSet) entry.sets.push(s.selectionSet);
        fields.set(key, entry);
        return true;
      }
      const fragment = s.kind === Kind.INLINE_FRAGMENT ? s : fragments[s.name.value];
      if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== type)) return false;
      return walk(fragment.selectionSet);
    });
  return sets.every(walk) ? fields : undefined;
}

function picksOf(fragments: Fragments, sets: readonly SelectionSetNode[], type: string, keying: Keying): Pick[] | undefined {
  const fields = fieldsOf(fragments, sets, type, keying);
  if (!fields) return undefined;
  const picks: Pick[] = [];
  for (const [key, { field, sets: children }] of fields) {
    const spec = projectable(type, field);
    if (!spec) return undefined;
    if (!spec.relation) {
      picks.push({ key, field });
      continue;
    }
    const pick = picksOf(fragments, children, spec.relation, keying);
    if (!pick) return undefined;
    picks.push({ key, field, pick });
  }
  return picks;
}

/** The projection picks for the consignments a GraphQL field returns, or undefined when it cannot serve them. */
export function consignmentPicks(info: GraphQLResolveInfo): Pick[] | undefined {
  const sets = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
  return picksOf(info.fragments, sets, 'Consignment', 'field');
}

/**
 * The picks that write a consignment field's answer exactly as GraphQL would: response keys (aliases)
 * in query order, __typename included; undefined when a field is outside the projection.
 */
export function consignmentAnswerPicks(fragments: Fragments, set: SelectionSetNode): Pick[] | undefined {
  return picksOf(fragments, [set], 'Consignment', 'response');
}

/**
 * Gives the parsed rows their GraphQL types' prototypes: type-graphql serves getter fields (price,
 * shortAddress...) only from an instance of the type, and would otherwise copy each row into a new
 * entity. The rows' own values shadow the getters, so nothing is computed twice and no entity is made.
 */
function typed(value: unknown, type: string, picks: readonly Pick[]): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) typed(item, type, picks);
    return;
  }
  Object.setPrototypeOf(value, classes[type].prototype);
  for (const p of picks) {
    const relation = p.pick && projectable(type, p.field)?.relation;
    if (relation) typed((value as Record<string, unknown>)[p.key], relation, p.pick!);
  }
}

/** Parses the projection's JSON into objects GraphQL can serve as consignments. */
export function asConsignments<T extends Consignment | Consignment[]>(json: string, picks: readonly Pick[]): T {
  const value = JSON.parse(json) as T;
  typed(value, 'Consignment', picks);
  return value;
}
