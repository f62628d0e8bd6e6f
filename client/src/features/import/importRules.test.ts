import { expect, test } from '@playwright/test';
import { cellMessages, initiallyChosen, mappedHeadings, progressPercent, rowMessages, rowState, type ImportRow } from './importRules';

const row = (over: Partial<ImportRow> = {}): ImportRow => ({ RowNumber: 2, Cells: [], Errors: [], Chosen: true, Outcome: null, ConsignmentId: null, ConsignmentNumber: null, ...over });
const view = {
  Headings: ['Ref', 'Drop postcode', 'Notes'],
  Mapping: { Ref: 'customerReference', 'Drop postcode': 'deliveryPostcode', Notes: '' },
  Fields: [{ Key: 'contactName', Heading: 'Contact name' }, { Key: 'deliveryPostcode', Heading: 'Delivery postcode' }],
};

test.describe('import screen rules (issue 25 item 6)', () => {
  test('progress is the share of chosen rows dealt with, whole percent, 100 when nothing was chosen', () => {
    expect(progressPercent({ ChosenCount: 5000, ProcessedCount: 2499 })).toBe(49);
    expect(progressPercent({ ChosenCount: 3, ProcessedCount: 3 })).toBe(100);
    expect(progressPercent({ ChosenCount: 0, ProcessedCount: 0 })).toBe(100);
  });

  test('only rows without problems and not yet booked start chosen', () => {
    const rows = [row({ RowNumber: 2 }), row({ RowNumber: 3, Errors: [{ Column: null, Message: 'x' }], Chosen: false }), row({ RowNumber: 4, Outcome: 'Booked' }), row({ RowNumber: 5, Chosen: false })];
    expect(initiallyChosen(rows)).toEqual([2]);
  });

  test("a message sits under the cell of its field; one for a field no column fills is shown on the row, named", () => {
    const r = row({ Errors: [{ Column: 'deliveryPostcode', Message: 'Postcode is required' }, { Column: 'contactName', Message: 'Contact name is required' }, { Column: null, Message: 'Whole row' }] });
    expect(mappedHeadings(view)).toEqual(['Ref', 'Drop postcode']);
    expect(cellMessages(view, r, 'Drop postcode')).toEqual(['Postcode is required']);
    expect(cellMessages(view, r, 'Notes')).toEqual([]);
    expect(rowMessages(view, r)).toEqual(['Contact name: Contact name is required', 'Whole row']);
  });

  test('a row says whether it is ready, not valid, refused or booked with its number', () => {
    expect(rowState(row())).toBe('Ready');
    expect(rowState(row({ Errors: [{ Column: null, Message: 'x' }] }))).toBe('Not valid');
    expect(rowState(row({ Outcome: 'Refused' }))).toBe('Refused');
    expect(rowState(row({ Outcome: 'Booked', ConsignmentNumber: 1042 }))).toBe('Booked (1042)');
  });
});
