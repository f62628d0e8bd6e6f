/**
 * The recipient's page (issue 25 item 3): HTML written by the server from the tracking view, a few kB, no
 * script and no office bundle, so it is fast on a phone; it reloads itself every minute. Every value is
 * escaped. The map is one tile of the configured tile server with the vehicle marked on it (CSP allows https
 * images), drawn only when the view has a vehicle.
 */
import type { TrackedStop, TrackingView } from './tracking-link.view.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LONDON = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A time as a recipient reads it, in London time: "Wed 25 Nov, 14:05". */
export const londonTime = (iso: string): string => LONDON.format(new Date(iso));

const ZOOM = 15;
const TILE = 256;

/** The tile holding a point at ZOOM, and the point's pixel within it. */
export function tileOf(latitude: number, longitude: number): { x: number; y: number; left: number; top: number } {
  const n = 2 ** ZOOM;
  const fx = ((longitude + 180) / 360) * n;
  const lat = (latitude * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n;
  return { x: Math.floor(fx), y: Math.floor(fy), left: Math.round((fx % 1) * TILE), top: Math.round((fy % 1) * TILE) };
}

function mapHtml(view: TrackingView): string {
  if (!view.vehicle) return '';
  const t = tileOf(view.vehicle.latitude, view.vehicle.longitude);
  const src = view.map.tileUrl.replace('{s}', 'a').replace('{z}', String(ZOOM)).replace('{x}', String(t.x)).replace('{y}', String(t.y));
  return `<section class="map" data-testid="track-map"><div class="tile"><img src="${escapeHtml(src)}" alt="Map near the next stop" width="256" height="256">`
    + `<span class="pin" style="left:${t.left - 8}px;top:${t.top - 8}px" title="The vehicle"></span></div>`
    + `<small>${view.map.attribution /* configured by the operator, may hold an entity such as &copy; */}</small></section>`;
}

function proofHtml(stop: TrackedStop): string {
  if (!stop.proof) return '';
  const images = [stop.proof.signature, ...stop.proof.photos].filter((p): p is string => !!p)
    .map((p) => `<a href="${escapeHtml(p)}"><img src="${escapeHtml(p)}" alt="Proof of delivery" loading="lazy"></a>`).join('');
  const signed = stop.proof.signatureName ? `Signed by ${escapeHtml(stop.proof.signatureName)}` : 'Completed';
  return `<div class="proof" data-testid="track-proof">${signed}${stop.completedAt ? ` at ${escapeHtml(londonTime(stop.completedAt))}` : ''}${images ? `<div class="photos">${images}</div>` : ''}</div>`;
}

function stopHtml(stop: TrackedStop): string {
  const label = stop.status === 'Arrived' ? 'Arrived' : 'Expected';
  const eta = stop.status === 'Completed' ? '' : `<p class="eta" data-testid="track-eta">${stop.eta ? `${label} ${escapeHtml(londonTime(stop.eta))}` : 'Time to be confirmed'}</p>`;
  return `<li data-testid="track-stop"><h2>${escapeHtml(stop.type)} · ${escapeHtml(stop.place)}</h2>`
    + `<p class="status" data-testid="track-status">${escapeHtml(stop.status)}</p>${eta}${proofHtml(stop)}</li>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:480px;color:#222}h1{font-size:1.25rem}ol{list-style:none;padding:0}
li{border:1px solid #ddd;border-radius:8px;padding:12px;margin-bottom:12px}h2{font-size:1rem;margin:0 0 4px}.status{margin:0;color:#555}.eta{font-size:1.1rem;font-weight:600;margin:4px 0 0}
.tile{position:relative;width:256px;height:256px}.pin{position:absolute;width:16px;height:16px;border-radius:50%;background:#1677ff;border:2px solid #fff}
.photos img{max-width:96px;max-height:96px;margin:4px 4px 0 0}`;

/** The page for a working link. */
export function trackingPage(view: TrackingView): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta http-equiv="refresh" content="60"><meta name="robots" content="noindex"><title>Consignment ${view.consignmentNumber}</title><style>${STYLE}</style></head>`
    + `<body><h1>Consignment ${view.consignmentNumber}</h1>${mapHtml(view)}<ol>${view.stops.map(stopHtml).join('')}</ol></body></html>`;
}

/** What an unknown, revoked or expired link shows. */
export function goneTrackingPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tracking</title></head>`
    + `<body><p>${escapeHtml(message)}</p></body></html>`;
}
