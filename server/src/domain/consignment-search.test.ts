import { normaliseSearchFilters, setSearchFlag, validateSearchFilters } from './consignment-search.js';

describe('validateSearchFilters (behaviour.md "Booking / Consignment search and export" "Searching")', () => {
  it('refuses frequent, no-manifest and quote filters together', () => {
    const message = 'Only one of the frequent, no manifest and quote filters can be used at a time';
    expect(validateSearchFilters({ isFrequent: true, isQuote: true })).toEqual([{ field: 'isQuote', message }]);
    expect(validateSearchFilters({ haveNoManifest: true, isQuote: true })).toEqual([{ field: 'isQuote', message }]);
    expect(validateSearchFilters({ isFrequent: true, haveNoManifest: true, isQuote: true })).toHaveLength(1);
  });

  it('refuses backload and exclude-backload together', () => {
    expect(validateSearchFilters({ isBackload: true, excludeBackload: true })).toEqual([
      { field: 'excludeBackload', message: 'The backload and exclude backload filters cannot be used together' },
    ]);
  });

  it('accepts one filter from each group, and filters switched off', () => {
    expect(validateSearchFilters({ isQuote: true, isBackload: true, isFrequent: false, excludeBackload: false })).toEqual([]);
    expect(validateSearchFilters({})).toEqual([]);
  });

  it('reports both clashes at once', () => {
    expect(validateSearchFilters({ isFrequent: true, isQuote: true, isBackload: true, excludeBackload: true })).toHaveLength(2);
  });
});

describe('setSearchFlag', () => {
  it('turns off the other filters of the group when one is turned on', () => {
    expect(setSearchFlag({ isFrequent: true, haveNoManifest: true, isBackload: true }, 'isQuote', true)).toEqual({
      isFrequent: false,
      haveNoManifest: false,
      isQuote: true,
      isBackload: true,
    });
    expect(setSearchFlag({ isBackload: true }, 'excludeBackload', true)).toEqual({ isBackload: false, excludeBackload: true });
  });

  it('turns one filter off without touching the others', () => {
    expect(setSearchFlag({ isFrequent: true, isQuote: true }, 'isQuote', false)).toEqual({ isFrequent: true, isQuote: false });
  });
});

describe('normaliseSearchFilters (behaviour.md "Booking / Consignment search and export")', () => {
  it('clears the supplier name when searching for non-spec manifests', () => {
    expect(normaliseSearchFilters({ nonSpec: true, supplierName: 'Fast Vans' })).toEqual({ nonSpec: true, supplierName: null });
  });

  it('keeps the supplier name otherwise', () => {
    expect(normaliseSearchFilters({ nonSpec: false, supplierName: 'Fast Vans' })).toEqual({ nonSpec: false, supplierName: 'Fast Vans' });
  });
});
