import { collectionErrors, roomForOneMore, tooManyItems } from './collection-limits.js';

// behaviour.md "Integrators and API / Bounded answers": each child list has a maximum, refused on write.

describe('child list maxima (behaviour.md "Bounded answers")', () => {
  it('names each list sent past its maximum and lets lists at it through', () => {
    const errors = collectionErrors('supplier', [
      ['Vehicles', 'vehicles', new Array(3).fill({}), 2],
      ['Deductions', 'deductions', new Array(2).fill({}), 2],
      ['SupplierPhotos', 'photos', undefined, 0],
    ]);
    expect(errors).toEqual([{ field: 'Vehicles', message: 'A supplier may have at most 2 vehicles' }]);
  });

  it('leaves a list that was not sent as it is', () => {
    expect(collectionErrors('customer', [['Addresses', 'addresses', null, 0]])).toEqual([]);
  });

  it('has room for one more only below the maximum', () => {
    expect([roomForOneMore(49, 50), roomForOneMore(50, 50)]).toEqual([true, false]);
    expect(tooManyItems('manifest', 'stops', 100)).toBe('A manifest may have at most 100 stops');
  });
});
