/**
 * The size of the answer an operation may build (issue 20 item 4), counted before it runs: every value it
 * selects, each list counted at its limit: its `first`/`last`/`limit` argument when written, else what
 * bounds it on the server (a search's row limit, a track's point limit, the list limit for other root lists; below the root, its
 * declared bound, list-bounds.ts, enforced where the list is written). A connection's `edges` and `nodes` are
 * counted at the connection's `first` when written as a number, else at the largest page (MAX_PAGE,
 * graphql/connection.ts). Aliases count each time they are written, fragments where they are spread. An operation
 * that could answer more values than GRAPHQL_MAX_ANSWER_VALUES is refused as invalid (a 400), over HTTP
 * and WebSocket alike (armorFor's validation rules).
 */
import {
  GraphQLError, Kind, TypeInfo, ValidationContext, getNamedType, type GraphQLNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType,
  type DocumentNode, type FieldNode, type GraphQLCompositeType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type ValidationRule,
} from 'graphql';
import type { Config } from '../config.js';
import { MAX_PAGE } from './connection.js';
import { nestedListBound } from './list-bounds.js';

const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);

/** The root lists bounded by the searches' own row limit; other root lists have the list limit. */
const SEARCHES = new Set(['consignments']);
/** The root lists of a vehicle's positions, bounded by the track's point limit (TRACK_MAX_POINTS). */
const TRACKS = new Set(['supplierTrack']);

interface Sizes {
  root(field: string): number;
  nested(type: string, field: string): number;
}

/** How lists are counted: root lists at their row limits, nested ones at their declared bounds. */
export function sizesOf(config: Config): Sizes {
  const { searchRows, trackPoints, listRows, graphqlNestedList } = config.limits;
  return {
    root: (field) => (SEARCHES.has(field) ? searchRows : TRACKS.has(field) ? trackPoints : listRows),
    // list-bounds.test.ts fails on a list with no entry, so the configured size is only a backstop.
    nested: (type, field) => nestedListBound(type, field, config) ?? graphqlNestedList,
  };
}

/** How many items a list field is counted as: its size argument when written as a number, else its bound. */
function listSize(field: FieldNode, bound: number): number {
  const arg = field.arguments?.find((a) => SIZE_ARGUMENTS.has(a.name.value));
  return arg?.value.kind === Kind.INT ? Math.max(0, Number(arg.value.value)) : bound;
}

/** The values a selection set of `type` can answer, lists counted at their limits. */
export function answerValues(ctx: ValidationContext, set: SelectionSetNode, type: GraphQLCompositeType, sizes: Sizes, depth = 0, spread: ReadonlySet<string> = new Set(), page?: number): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      total += fieldValues(ctx, selection, type, sizes, depth, spread, page);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? ctx.getSchema().getType(selection.typeCondition.name.value) : type;
      total += answerValues(ctx, selection.selectionSet, isCompositeType(on) ? on : type, sizes, depth, spread, page);
    } else if (!spread.has(selection.name.value)) {
      // A cycle of fragments is refused by the specified rules; each spread counts once per path.
      const fragment = ctx.getFragment(selection.name.value);
      const on = fragment && ctx.getSchema().getType(fragment.typeCondition.name.value);
      if (fragment && isCompositeType(on)) total += answerValues(ctx, fragment.selectionSet, on, sizes, depth, new Set([...spread, selection.name.value]), page);
    }
  }
  return total;
}

/** A connection type (graphql/connection.ts): its edges and nodes are one page of rows. */
const isConnection = (type: GraphQLNamedType) => isObjectType(type) && type.name.endsWith('Connection') && 'pageInfo' in type.getFields();

function fieldValues(ctx: ValidationContext, field: FieldNode, type: GraphQLCompositeType, sizes: Sizes, depth: number, spread: ReadonlySet<string>, page?: number): number {
  const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[field.name.value] : undefined;
  // An unknown field is refused by the specified rules; __typename and the like are one value.
  if (!def) return 1;
  const list = isListType(getNullableType(def.type));
  const items = !list ? 1 : page ?? listSize(field, depth === 0 ? sizes.root(field.name.value) : sizes.nested(type.name, field.name.value));
  const named = getNamedType(def.type);
  const rows = isConnection(named) ? listSize(field, MAX_PAGE) : undefined;
  const each = field.selectionSet && isCompositeType(named) ? answerValues(ctx, field.selectionSet, named, sizes, depth + 1, spread, rows) : 1;
  return items * each;
}

/** The root type an operation selects from. */
function rootOf(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  return { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() }[operation.operation];
}

/** The values one operation of a valid document could answer: its cost against the caller's points per minute (policy/cost-budget.ts). */
export function operationValues(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, config: Config): number {
  const root = rootOf(schema, operation);
  if (!root) return 0;
  const ctx = new ValidationContext(schema, document, new TypeInfo(schema), () => {});
  return answerValues(ctx, operation.selectionSet, root, sizesOf(config));
}

/** The validation rule: an operation that could answer more than the configured number of values is refused. */
export function answerSizeRule(config: Config): ValidationRule {
  const sizes = sizesOf(config);
  const max = config.limits.graphqlAnswerValues;
  return (ctx) => ({
    OperationDefinition(operation) {
      const root = rootOf(ctx.getSchema(), operation);
      if (!root) return;
      const values = answerValues(ctx, operation.selectionSet, root, sizes);
      if (values > max) {
        ctx.reportError(new GraphQLError(
          `This request could answer ${values} values, more than the ${max} allowed: ask for fewer lists or fields, or pass a smaller first/limit.`,
          { nodes: [operation], extensions: { code: 'ANSWER_TOO_LARGE' } },
        ));
      }
    },
  });
}
