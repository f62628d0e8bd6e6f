/**
 * Geocoding behind an interface (DESIGN "External services"): a Nominatim-compatible HTTP adapter
 * when GEOCODER_URL is set, else the built-in UK gazetteer, so "zoom to a place" (behaviour.md "Map / Live vehicles") works
 * offline.
 */
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { UK_PLACES } from './gazetteer.data.js';

/** One place a search found. */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** Turns a typed place name into coordinates, best match first. */
export interface Geocoder {
  search(query: string, limit: number): Promise<Place[]>;
}

/** ', UK' / ', United Kingdom' the map appends (behaviour.md "Map / Live vehicles") says nothing to a UK-only gazetteer. */
const COUNTRY_SUFFIX = /\s*,\s*(uk|u\.k\.|united kingdom|gb|great britain)\s*$/i;

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The offline default: name-prefix match over the gazetteer, case-insensitive; exact names first. */
export function gazetteerGeocoder(places = UK_PLACES): Geocoder {
  const folded = places.map(([name, latitude, longitude]) => ({ key: fold(name), place: { name, latitude, longitude } }));
  return {
    async search(query, limit) {
      const wanted = fold(query.replace(COUNTRY_SUFFIX, ''));
      if (!wanted) return [];
      return folded
        .filter((p) => p.key.startsWith(wanted))
        .sort((a, b) => Number(b.key === wanted) - Number(a.key === wanted) || a.key.length - b.key.length)
        .slice(0, limit)
        .map((p) => p.place);
    },
  };
}

interface NominatimRow {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function unavailable(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', 'The place search is not available at the moment. Please try again later.');
}

/** A Nominatim-compatible service: GET {base}/search?q=&format=jsonv2&limit= answering [{display_name, lat, lon}]. */
export function nominatimGeocoder(baseUrl: string, timeoutMs = 5_000): Geocoder {
  return {
    async search(query, limit) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ q: query, format: 'jsonv2', limit: String(limit) }).toString();
      let rows: unknown;
      try {
        const res = await fetch(url, { headers: { accept: 'application/json', 'user-agent': 'Dispatch back office' }, signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw unavailable();
        rows = await res.json();
      } catch (err) {
        throw err instanceof DomainError ? err : unavailable();
      }
      if (!Array.isArray(rows)) throw unavailable();
      return (rows as NominatimRow[]).flatMap((r) => {
        const latitude = Number(r.lat);
        const longitude = Number(r.lon);
        if (typeof r.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
        return [{ name: r.display_name, latitude, longitude }];
      });
    },
  };
}

const cache = new WeakMap<Config, Geocoder>();

/** The geocoder a config asks for: one per config, so tests can point two apps at different services. */
export function geocoderFor(config: Config): Geocoder {
  let geocoder = cache.get(config);
  if (!geocoder) {
    geocoder = config.geocoderUrl ? nominatimGeocoder(config.geocoderUrl) : gazetteerGeocoder();
    cache.set(config, geocoder);
  }
  return geocoder;
}
