import { neutraliseCell, neutraliseFormula } from './spreadsheet-cell.js';

describe('export cells never open as formulas (issue 20 item 7)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+44 20 7946 0000', '-1+2', '@SUM(A1)', '\tTabbed', '\rReturn', '-', '=1'])('prefixes %j with a quote', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['Acme Ltd', '', "'already", ' =spaced', '12', '-12', '-12.50', 'a=b'])('leaves %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('leaves numbers, dates, booleans and empty cells alone', () => {
    const date = new Date();
    expect([neutraliseCell(-5), neutraliseCell(date), neutraliseCell(true), neutraliseCell(null), neutraliseCell('=x')]).toEqual([-5, date, true, null, "'=x"]);
  });
});
