/**
 * `supplierTrack` and `supplierTrackLine` (and the map's `supplierLocations`) answered from PostgreSQL's JSON when one is a query's only root
 * field (graphql/answers.ts; issue 9 item 3: every track variant under 20 ms), with the resolver's checks
 * (tracking.track.ts authorise).
 */
import type { JsonAnswer } from '../../graphql/answers.js';
import { Lookahead } from '../../graphql/lookahead.js';
import { col, type Catalogue } from '../../graphql/projection.js';
import { mapAnswers } from './tracking.map.js';
import { trackLineJson, trackPointsJson } from './tracking.track.js';

// The fields a query may pick; their JSON is written by tracking.track.ts (the catalogue only says which exist).
const catalogue: Catalogue = {
  TrackPoint: { table: 'supplier_location', fields: { latitude: col('latitude'), longitude: col('longitude'), recordedAt: col('recorded_at') } },
  TrackLine: { table: 'supplier_location', fields: { latitudes: col('latitude'), longitudes: col('longitude'), times: col('recorded_at') } },
};

const points = new Lookahead(catalogue, 'TrackPoint');
const line = new Lookahead(catalogue, 'TrackLine');

/** The tracking root fields the answer plugin serves (the map's supplierLocations: tracking.map.ts). */
export const trackAnswers: Record<string, JsonAnswer> = {
  ...mapAnswers,
  supplierTrack: { lookahead: points, read: (ctx, args, picks) => trackPointsJson(ctx, args.supplierId as number, args.startDate, args.endDate, picks) },
  supplierTrackLine: { lookahead: line, read: (ctx, args, picks) => trackLineJson(ctx, args.supplierId as number, args.startDate, args.endDate, picks) },
};
