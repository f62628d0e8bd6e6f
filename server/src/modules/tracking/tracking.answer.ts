/**
 * `supplierTrack` answered from PostgreSQL's JSON when it is a query's only root field (graphql/answers.ts;
 * issue 9 item 3: every track variant under 20 ms), with the resolver's checks (tracking.track.ts authorise).
 */
import type { JsonAnswer } from '../../graphql/answers.js';
import { Lookahead } from '../../graphql/lookahead.js';
import { col, iso, type Catalogue } from '../../graphql/projection.js';
import { trackPointsJson } from './tracking.track.js';
import { TrackPointType } from './tracking.types.js';

// The fields a query may pick; their JSON is written by trackPointsJson (the catalogue only says which exist).
const catalogue: Catalogue = {
  TrackPointType: { table: 'supplier_location', fields: { latitude: col('latitude'), longitude: col('longitude'), recordedAt: iso('recorded_at') } },
};

const lookahead = new Lookahead(catalogue, 'TrackPointType', { TrackPointType });

/** The tracking root fields the answer plugin serves. */
export const trackAnswers: Record<string, JsonAnswer> = {
  supplierTrack: { lookahead, read: (ctx, args, picks) => trackPointsJson(ctx, args.supplierId as number, args.startDate, args.endDate, picks) },
};
