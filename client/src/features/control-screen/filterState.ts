import type { ConsignmentSearchInput, ManifestSearchInput } from '../../gql/graphql';
import { presetRange, type DatePreset } from './consignmentRules';

// The control screen's filter state, apart from the filter panels that edit it: a tab opens and runs its default
// search with these alone, and the panels (antd inputs) load when Filters is first opened (issue 26 item 5).

/** The consignment filters with the date preset they were picked with. */
export interface FilterState extends ConsignmentSearchInput {
  preset: DatePreset;
}

/** The manifest filters with the date preset they were picked with. */
export interface ManifestFilterState extends ManifestSearchInput {
  preset: DatePreset;
}

/** behaviour.md "Control screen / Consignments tab": the list opens on today's consignments. */
export function initialFilters(now: Date): FilterState {
  return { preset: 'today', ...presetRange('today', now) };
}

/** behaviour.md "Control screen / Manifests tab": the list opens on today's manifests. */
export function initialManifestFilters(now: Date): ManifestFilterState {
  return { preset: 'today', ...presetRange('today', now) };
}

/** The yes/no filters as the shared rules read them (null = off). */
export function flagsOf(s: ConsignmentSearchInput) {
  return { isFrequent: s.isFrequent ?? undefined, haveNoManifest: s.haveNoManifest ?? undefined, isQuote: s.isQuote ?? undefined };
}

/** The search input sent to the server: the filter state without the preset. */
export function toSearchInput({ preset: _preset, ...search }: FilterState): ConsignmentSearchInput {
  void _preset;
  return search;
}

/** The manifest search input sent to the server: the filter state without the preset. */
export function toManifestSearchInput({ preset: _preset, ...search }: ManifestFilterState): ManifestSearchInput {
  void _preset;
  return search;
}
