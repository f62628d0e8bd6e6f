/**
 * Search filter rules for the consignment and manifest lists (behaviour.md "Booking / Consignment search and export" "Searching", behaviour.md "Booking / Consignment search and export" Search calls):
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

/** behaviour.md "Booking / Consignment search and export": frequent / no manifest / quote exclude each other; so do backload / exclude backload. */
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

/** Refuses a search that combines filters which exclude each other (behaviour.md "Booking / Consignment search and export"), naming the clash. */
export function validateSearchFilters(filters: SearchFilters): FieldError[] {
  return EXCLUSIVE_FILTER_GROUPS.flatMap((group) => {
    const chosen = group.flags.filter((flag) => filters[flag] === true);
    return chosen.length > 1 ? [{ field: chosen[1], message: group.message }] : [];
  });
}

/** For the filter form: turning one filter on turns off the others of its group (behaviour.md "Booking / Consignment search and export"). */
export function setSearchFlag<T extends SearchFilters>(filters: T, flag: Flag, on: boolean): T {
  const group = EXCLUSIVE_FILTER_GROUPS.find((g) => g.flags.includes(flag));
  const cleared = on && group ? Object.fromEntries(group.flags.map((f) => [f, false])) : {};
  return { ...filters, ...cleared, [flag]: on };
}

/** behaviour.md "Booking / Consignment search and export": the non-spec filter clears the supplier name, which cannot apply to it. */
export function normaliseSearchFilters<T extends SearchFilters>(filters: T): T {
  return filters.nonSpec ? { ...filters, supplierName: null } : filters;
}
