import { checkMapping, IMPORT_COLUMNS, importDate, importFieldOf, importTime, readRow, rowMessage, suggestMapping } from './booking-import.js';

describe('bulk booking sheet rules (issue 25 item 6)', () => {
  it('maps headings that read like a template column, ignoring case, spaces and punctuation', () => {
    expect(suggestMapping(['customer REFERENCE', 'Delivery-Postcode', 'poNumber', 'Weight'])).toEqual({
      'customer REFERENCE': 'customerReference', 'Delivery-Postcode': 'deliveryPostcode', poNumber: 'poNumber', Weight: '',
    });
  });

  it("prefers what the customer chose before for a heading, including leaving it out", () => {
    expect(suggestMapping(['Ref', 'PO number'], { Ref: 'customerReference', 'PO number': '' })).toEqual({ Ref: 'customerReference', 'PO number': '' });
  });

  it('maps every template heading to its own field', () => {
    const mapping = suggestMapping(IMPORT_COLUMNS.map((c) => c.heading));
    expect(Object.values(mapping)).toEqual(IMPORT_COLUMNS.map((c) => c.key));
  });

  it('refuses unknown fields and a field filled from two columns, naming the heading', () => {
    expect(checkMapping(['A', 'B', 'C', 'D'], { A: 'poNumber', B: 'poNumber', C: 'price', D: '' })).toEqual([
      { field: 'B', message: 'PO number is already filled from the column "A"' },
      { field: 'C', message: '"price" is not a field of the import' },
    ]);
  });

  it('reads a row through the mapping, trimmed, leaving out empty cells and unmapped columns', () => {
    expect(readRow(['Ref', 'Notes', 'Town'], [' R1 ', 'ignored', ''], { Ref: 'customerReference', Notes: '', Town: 'deliveryTown' })).toEqual({ customerReference: 'R1' });
  });

  it('reads UK and ISO dates and short times, and keeps anything else for the save rule to refuse', () => {
    expect(importDate('5/3/2030')).toBe('2030-03-05');
    expect(importDate('05.03.2030')).toBe('2030-03-05');
    expect(importDate('2030-03-05')).toBe('2030-03-05');
    expect(importDate('next Tuesday')).toBe('next Tuesday');
    expect(importTime('9:05')).toBe('09:05');
    expect(importTime('14.30')).toBe('14:30');
    expect(importTime('14:30:59')).toBe('14:30');
    expect(importTime('noon')).toBe('noon');
    expect(importDate(undefined)).toBeUndefined();
  });

  it("places a save rule's field under the sheet column it came from", () => {
    expect(importFieldOf('contactName')).toBe('contactName');
    expect(importFieldOf('consignmentAddresses[0].address.postcode')).toBe('collectionPostcode');
    expect(importFieldOf('consignmentAddresses[1].address.addressLine1')).toBe('deliveryAddress1');
    expect(importFieldOf('consignmentAddresses[1].scheduledStartDateAndTime')).toBe('deliveryDate');
    expect(importFieldOf('consignmentAddresses[0].loadDetails[0].quantity')).toBe('quantity');
    expect(importFieldOf('consignmentAddresses[0].loadDetails')).toBe('goodsDescription');
    expect(importFieldOf('confirmation.PO_NUMBER_MISSING')).toBe('poNumber');
    expect(importFieldOf('consignmentAddresses')).toBeNull();
    expect(importFieldOf('customer')).toBeNull();
  });

  it('words a message for the result file with its column heading first', () => {
    expect(rowMessage({ column: 'deliveryPostcode', message: 'Postcode is required' })).toBe('Delivery postcode: Postcode is required');
    expect(rowMessage({ column: null, message: 'Please add at least one collection and one delivery address' })).toBe('Please add at least one collection and one delivery address');
  });
});
