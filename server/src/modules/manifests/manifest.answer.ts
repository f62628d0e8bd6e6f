/**
 * `manifests(search)` and `manifest(id)` answered from PostgreSQL's JSON when they are a query's only
 * root field (graphql/answers.ts), with the same checks as the resolvers (office only).
 */
import type { JsonAnswer } from '../../graphql/answers.js';
import { manifestSearchFromGraphql } from './manifest.graphql.js';
import { manifestLookahead as lookahead } from './manifest.read.js';
import { searchManifestsJson } from './manifest.search.js';
import { getManifestJson } from './manifest.service.js';

/** The manifest root fields the answer plugin serves. */
export const manifestAnswers: Record<string, JsonAnswer> = {
  manifests: { lookahead, read: (ctx, args, picks) => searchManifestsJson(ctx, manifestSearchFromGraphql(args.search as never), picks) },
  manifest: { lookahead, read: (ctx, args, picks) => getManifestJson(ctx, args.id as number, picks) },
};
