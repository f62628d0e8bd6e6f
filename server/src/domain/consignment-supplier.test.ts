import { consignmentSupplierId } from './consignment-supplier.js';

describe("a consignment's supplier is the supplier of the manifest carrying its stops", () => {
  it('has none while no stop is on an allocated manifest', () => {
    expect(consignmentSupplierId([])).toBeNull();
    expect(consignmentSupplierId([{ manifestSupplierId: null }, { manifestSupplierId: null }])).toBeNull();
  });

  it("takes the carrying manifest's supplier when its stops share one", () => {
    expect(consignmentSupplierId([{ manifestSupplierId: 7 }, { manifestSupplierId: 7 }])).toBe(7);
  });

  it('takes the first stop in consignment order that is allocated, when only some are or they differ', () => {
    expect(consignmentSupplierId([{ manifestSupplierId: null }, { manifestSupplierId: 9 }])).toBe(9);
    expect(consignmentSupplierId([{ manifestSupplierId: 4 }, { manifestSupplierId: 9 }])).toBe(4);
  });
});
