/**
 * Reads what a GraphQL query asks of a projected type (graphql/projection.ts), so PostgreSQL can write
 * exactly those fields. The consignment and manifest catalogues describe every field their types reach
 * (read-model.walk.test.ts), so a query's selection of them is always served: @include/@skip are decided from
 * the query's variables, as graphql-js decides them. The answer plugin (graphql/answers.ts) asks before the
 * variables are coerced and gets undefined for what it cannot write (directives, fields outside its catalogue):
 * such a query is executed as usual.
 */
import {
  getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, Kind,
  type GraphQLResolveInfo, type SelectionNode, type SelectionSetNode,
} from 'graphql';
import { projectable, type Catalogue, type Pick } from './projection.js';

/** How a selection is keyed: by field name (objects served through resolvers) or by response key (the answer itself). */
type Keying = 'field' | 'response';
export type Fragments = GraphQLResolveInfo['fragments'];
/** The query's coerced variables, or undefined where they are not known yet (a selection with directives is then refused). */
type Variables = GraphQLResolveInfo['variableValues'] | undefined;

/** Whether graphql-js would execute a selection: its @skip and @include (directives.length is 0 for most). */
function included(node: SelectionNode, variables: Variables): boolean | undefined {
  if (!node.directives?.length) return true;
  if (!variables) return undefined;
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/**
 * The fields under `sets` in the order the query names them, with their sub-selections merged. Keyed by
 * field name, GraphQL's default resolvers read `source[fieldName]` whatever the alias, so aliases of one
 * field share a key; keyed by response key, each alias is its own entry and __typename is kept.
 */
function fieldsOf(
  fragments: Fragments, sets: readonly SelectionSetNode[], type: string, keying: Keying, variables: Variables,
): Map<string, { field: string; sets: SelectionSetNode[] }> | undefined {
  const fields = new Map<string, { field: string; sets: SelectionSetNode[] }>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      const include = included(s, variables);
      if (include !== true) return include === false;
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

  /** The picks for the rows a GraphQL field returns. */
  picks(info: GraphQLResolveInfo): Pick[] {
    const sets = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
    return this.picksIn(info.fragments, sets, info.variableValues);
  }

  /** The picks for rows that the given selection sets ask for (a connection's nodes). */
  picksIn(fragments: Fragments, sets: readonly SelectionSetNode[], variables: GraphQLResolveInfo['variableValues']): Pick[] {
    const picks = this.picksOf(fragments, sets, this.type, 'field', variables);
    // The catalogue describes every field its type reaches (the schema walk test): a gap is the server's bug.
    if (!picks) throw new Error(`The ${this.type} read model cannot serve this selection: a field outside its catalogue`);
    return picks;
  }

  /**
   * The picks that write a root field's answer exactly as GraphQL would: response keys (aliases) in
   * query order, __typename included; undefined when a field is outside the catalogue or has a directive.
   */
  answerPicks(fragments: Fragments, set: SelectionSetNode): Pick[] | undefined {
    return this.picksOf(fragments, [set], this.type, 'response', undefined);
  }

  private picksOf(fragments: Fragments, sets: readonly SelectionSetNode[], type: string, keying: Keying, variables: Variables): Pick[] | undefined {
    const fields = fieldsOf(fragments, sets, type, keying, variables);
    if (!fields) return undefined;
    const picks: Pick[] = [];
    for (const [key, { field, sets: children }] of fields) {
      const spec = projectable(this.catalogue, type, field);
      if (!spec) return undefined;
      if (!spec.relation) {
        picks.push({ key, field });
        continue;
      }
      const pick = this.picksOf(fragments, children, spec.relation, keying, variables);
      if (!pick) return undefined;
      picks.push({ key, field, pick });
    }
    return picks;
  }
}
