/**
 * Search filter rules for the consignment and manifest lists (spec 1 §5 "Searching", §7 Search calls):
 * some filters contradict each other, and the non-spec filter replaces the supplier name.
 */
import type { FieldError } from './validation.js';

/** The yes/no filters of the consignment and manifest searches, plus the supplier name non-spec clears. */
export interface SearchFilters {
  isFrequent?: boolean;
  haveNoManifest?: boolean;
  isQuote?: boolean;
  isBackload?: boolean;
  excludeBackload?: boolean;
  nonSpec?: boolean;
  supplierName?: string | null;
}

type Flag = 'isFrequent' | 'haveNoManifest' | 'isQuote' | 'isBackload' | 'excludeBackload';

/** spec 1 §5: frequent / no manifest / quote exclude each other; so do backload / exclude backload. */
export const EXCLUSIVE_FILTER_GROUPS: readonly { flags: readonly Flag[]; message: string }[] = [
  {
    flags: ['isFrequent', 'haveNoManifest', 'isQuote'],
    message: 'Only one of the frequent, no manifest and quote filters can be used at a time',
  },
  {
    flags: ['isBackload', 'excludeBackload'],
    message: 'The backload and exclude backload filters cannot be used together',
  },
];

/** Refuses a search that combines filters which exclude each other (spec 1 §5), naming the clash. */
export function validateSearchFilters(filters: SearchFilters): FieldError[] {
  return EXCLUSIVE_FILTER_GROUPS.flatMap((group) => {
    const chosen = group.flags.filter((flag) => filters[flag] === true);
    return chosen.length > 1 ? [{ field: chosen[1], message: group.message }] : [];
  });
}

/** For the filter form: turning one filter on turns off the others of its group (spec 1 §5). */
export function setSearchFlag<T extends SearchFilters>(filters: T, flag: Flag, on: boolean): T {
  const group = EXCLUSIVE_FILTER_GROUPS.find((g) => g.flags.includes(flag));
  const cleared = on && group ? Object.fromEntries(group.flags.map((f) => [f, false])) : {};
  return { ...filters, ...cleared, [flag]: on };
}

/** spec 1 §5: the non-spec filter clears the supplier name, which cannot apply to it. */
export function normaliseSearchFilters<T extends SearchFilters>(filters: T): T {
  return filters.nonSpec ? { ...filters, supplierName: null } : filters;
}
