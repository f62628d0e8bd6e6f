/**
 * Reads what a GraphQL query asks of a projected type (graphql/projection.ts), so PostgreSQL can write
 * exactly those fields. A query that asks for anything outside the catalogue (field arguments,
 * directives, fields served by resolvers of their own) gets undefined and is answered by the entity
 * resolvers as before.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { projectable, type Catalogue, type Pick } from './projection.js';

/** How a selection is keyed: by field name (objects served through resolvers) or by response key (the answer itself). */
type Keying = 'field' | 'response';
export type Fragments = GraphQLResolveInfo['fragments'];

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

/**
 * A projected GraphQL type: which of a query's selections the catalogue can serve. The rows come back as plain
 * JSON objects keyed by field name, which GraphQL serves as they are (getter fields: graphql/getter-fields.ts).
 */
export class Lookahead {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly type: string,
  ) {}

  /** The picks for the rows a GraphQL field returns, or undefined when the catalogue cannot serve them. */
  picks(info: GraphQLResolveInfo): Pick[] | undefined {
    const sets = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
    return this.picksOf(info.fragments, sets, this.type, 'field');
  }

  /** The picks for rows that the given selection sets ask for (a connection's nodes), or undefined when the catalogue cannot serve them. */
  picksIn(fragments: Fragments, sets: readonly SelectionSetNode[]): Pick[] | undefined {
    return this.picksOf(fragments, sets, this.type, 'field');
  }

  /**
   * The picks that write a root field's answer exactly as GraphQL would: response keys (aliases) in
   * query order, __typename included; undefined when a field is outside the catalogue.
   */
  answerPicks(fragments: Fragments, set: SelectionSetNode): Pick[] | undefined {
    return this.picksOf(fragments, [set], this.type, 'response');
  }

  private picksOf(fragments: Fragments, sets: readonly SelectionSetNode[], type: string, keying: Keying): Pick[] | undefined {
    const fields = fieldsOf(fragments, sets, type, keying);
    if (!fields) return undefined;
    const picks: Pick[] = [];
    for (const [key, { field, sets: children }] of fields) {
      const spec = projectable(this.catalogue, type, field);
      if (!spec) return undefined;
      if (!spec.relation) {
        picks.push({ key, field });
        continue;
      }
      const pick = this.picksOf(fragments, children, spec.relation, keying);
      if (!pick) return undefined;
      picks.push({ key, field, pick });
    }
    return picks;
  }
}
