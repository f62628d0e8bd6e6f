/**
 * What a tracking link shows (issue 25 item 3): the status of each stop, the ETA, the vehicle only near the
 * next stop, and the proof of delivery once a stop is completed. The columns are chosen one by one in SQL, so
 * nothing else (prices, costs, other consignments, supplier or driver details) can reach the answer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { notFound } from '../../errors.js';
import { greatCircleMetres } from '../routing/routing.js';
import { isTokenShaped, tokenHash } from './tracking-link.service.js';

/** A stop as a recipient sees it. */
export interface TrackedStop {
  type: string;
  /** Town and postcode district, e.g. "London SW19". */
  place: string;
  status: 'Planned' | 'On the way' | 'Arrived' | 'Completed';
  eta: string | null;
  completedAt: string | null;
  /** Once completed: who signed, and the signature and photos as links under this tracking link. */
  proof: { signatureName: string | null; signature: string | null; photos: string[] } | null;
}

/** The whole answer of `/t/{token}/status`. */
export interface TrackingView {
  consignmentNumber: number;
  stops: TrackedStop[];
  /** The vehicle, only within TRACKING_MAP_METRES of the next stop. */
  vehicle: { latitude: number; longitude: number } | null;
  map: { tileUrl: string; attribution: string };
}

interface LinkRow { consignment_id: number; consignment_number: number; revoked_at: string | null; is_completed: boolean }
interface StopRow {
  type: string; town: string | null; postcode: string | null; latitude: number | null; longitude: number | null;
  is_on_route: boolean; has_arrived: boolean; is_completed: boolean; completion_time: string | null; eta: string | null;
  signature_name: string | null; signature_file_name: string | null; goods_photos: string[]; paperwork_photos: string[]; supplier_id: number | null;
}

const PHOTO_PATH = /^\/api\/Photos\/(\d+)$/;
const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The link's consignment when the link works: 404 alike for unknown, revoked and expired links (nothing is revealed). */
async function liveLink(em: EntityManager, config: Config, token: string, now: Date): Promise<LinkRow> {
  const gone = notFound('The tracking link');
  if (!isTokenShaped(token)) throw gone;
  const [link] = await em.getConnection().execute<LinkRow[]>(
    `select c.id as consignment_id, c.consignment_number, l.revoked_at, c.is_completed from tracking_link l join consignment c on c.id = l.consignment_id
     where l.token_hash = ? and not c.is_deleted`, [tokenHash(token)]);
  if (!link || link.revoked_at) throw gone;
  if (link.is_completed) {
    const [{ delivered }] = await em.getConnection().execute<{ delivered: string | null }[]>(
      'select max(completion_time) as delivered from consignment_address where consignment_id = ?', [link.consignment_id]);
    if (delivered && now.getTime() > new Date(delivered).getTime() + config.trackingLinks.days * 86_400_000) throw gone;
  }
  return link;
}

function stopStatus(s: StopRow): TrackedStop['status'] {
  if (s.is_completed) return 'Completed';
  if (s.has_arrived) return 'Arrived';
  return s.is_on_route ? 'On the way' : 'Planned';
}

/** The photo ids of a completed stop's proof. */
const proofPhotoIds = (s: StopRow): number[] =>
  (s.is_completed ? [s.signature_file_name ?? '', ...s.goods_photos, ...s.paperwork_photos] : []).map((p) => PHOTO_PATH.exec(p)?.[1]).filter((id): id is string => !!id).map(Number);

function trackedStop(token: string, s: StopRow): TrackedStop {
  const photo = (path: string | null) => (path && PHOTO_PATH.test(path) ? `/t/${token}/photos/${PHOTO_PATH.exec(path)![1]}` : null);
  const district = s.postcode?.trim().toUpperCase().split(/\s+/)[0] ?? '';
  return {
    type: s.type,
    place: [s.town ?? '', district].filter(Boolean).join(' '),
    status: stopStatus(s),
    eta: iso(s.is_completed ? s.completion_time : s.eta),
    completedAt: iso(s.completion_time),
    proof: s.is_completed
      ? { signatureName: s.signature_name, signature: photo(s.signature_file_name), photos: [...s.goods_photos, ...s.paperwork_photos].map(photo).filter((p): p is string => !!p) }
      : null,
  };
}

async function stopsOf(em: EntityManager, consignmentId: number): Promise<StopRow[]> {
  return em.getConnection().execute<StopRow[]>(
    `select t.name as type, a.town, a.postcode, a.latitude, a.longitude, ca.is_on_route, ca.has_arrived, ca.is_completed, ca.completion_time, ca.eta,
       ca.signature_name, ca.signature_file_name, ca.goods_photos, ca.paperwork_photos, m.supplier_id
     from consignment_address ca join consignment_address_type t on t.id = ca.consignment_address_type_id join address a on a.id = ca.address_id
       left join manifest m on m.id = ca.manifest_id and not m.is_deleted
     where ca.consignment_id = ? order by ca.consignment_order, ca.id`, [consignmentId]);
}

/** The vehicle serving the next stop, when it is within the configured distance of it; never the run elsewhere. */
async function vehicleNear(em: EntityManager, config: Config, stops: StopRow[]): Promise<TrackingView['vehicle']> {
  const next = stops.find((s) => !s.is_completed);
  if (!next?.supplier_id || next.latitude == null || next.longitude == null) return null;
  const [last] = await em.getConnection().execute<{ latitude: number; longitude: number }[]>(
    'select latitude, longitude from supplier_last_location where supplier_id = ?', [next.supplier_id]);
  if (!last) return null;
  const metres = greatCircleMetres(last, { latitude: next.latitude, longitude: next.longitude });
  return metres <= config.trackingLinks.mapMetres ? { latitude: last.latitude, longitude: last.longitude } : null;
}

/** The answer of a working link; 404 for any other. */
export async function trackingView(em: EntityManager, config: Config, token: string, now: Date): Promise<TrackingView> {
  const link = await liveLink(em, config, token, now);
  const stops = await stopsOf(em, link.consignment_id);
  return {
    consignmentNumber: link.consignment_number,
    stops: stops.map((s) => trackedStop(token, s)),
    vehicle: await vehicleNear(em, config, stops),
    map: { tileUrl: config.map.tileUrl, attribution: config.map.tileAttribution },
  };
}

/** A proof photo of a working link: only one recorded on a completed stop of its consignment. */
export async function trackingPhoto(em: EntityManager, config: Config, token: string, photoId: number, now: Date): Promise<{ contentType: string; content: Buffer }> {
  const link = await liveLink(em, config, token, now);
  const stops = await stopsOf(em, link.consignment_id);
  if (!stops.some((s) => proofPhotoIds(s).includes(photoId))) throw notFound('The photo');
  const [file] = await em.getConnection().execute<{ content_type: string; content: Buffer }[]>('select content_type, content from stored_file where id = ?', [photoId]);
  if (!file) throw notFound('The photo');
  return { contentType: file.content_type, content: file.content };
}
