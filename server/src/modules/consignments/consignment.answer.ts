/**
 * `consignments(search)` and `consignment(id)` answered from PostgreSQL's JSON when they are a query's
 * only root field (graphql/answers.ts), with the same checks as the resolvers.
 */
import type { JsonAnswer } from '../../graphql/answers.js';
import { searchFromGraphql } from './consignment.graphql.js';
import { consignmentLookahead as lookahead, getConsignmentJson, searchConsignmentsJson } from './consignment.read.js';

/** The consignment root fields the answer plugin serves. */
export const consignmentAnswers: Record<string, JsonAnswer> = {
  consignments: { lookahead, read: (ctx, args, picks) => searchConsignmentsJson(ctx, searchFromGraphql(args.search as never), picks) },
  consignment: { lookahead, read: (ctx, args, picks) => getConsignmentJson(ctx, args.id as number, picks) },
};
