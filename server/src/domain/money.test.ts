import fc from 'fast-check';
import { divideCeil, divideRoundHalfUp, formatMoney, isValidPence, penceToPounds, percentOf, poundsToPence } from './money.js';

describe('formatMoney', () => {
  it('shows pence as pounds with the £ symbol and 2 decimals (behaviour.md "Shared conventions / Formats, money and time")', () => {
    expect(formatMoney(1234)).toBe('£12.34');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(100)).toBe('£1.00');
  });

  it('groups thousands and puts the minus sign before the £', () => {
    expect(formatMoney(123456789)).toBe('£1,234,567.89');
    expect(formatMoney(-5)).toBe('-£0.05');
  });

  it('refuses fractions of a penny, which would mean a rounding bug upstream', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('penceToPounds', () => {
  it('gives pounds to 2 decimals for APIs (DESIGN: APIs show pounds)', () => {
    expect(penceToPounds(1234)).toBe(12.34);
    expect(penceToPounds(-1)).toBe(-0.01);
    expect(penceToPounds(0)).toBe(0);
  });

  it('refuses fractions of a penny', () => {
    expect(() => penceToPounds(0.5)).toThrow(RangeError);
  });
});

describe('poundsToPence', () => {
  it('parses amounts typed as text, with or without £, commas and decimals', () => {
    expect(poundsToPence('12.34')).toBe(1234);
    expect(poundsToPence('12.5')).toBe(1250);
    expect(poundsToPence('12')).toBe(1200);
    expect(poundsToPence(' £1,234.56 ')).toBe(123456);
    expect(poundsToPence('-£3.10')).toBe(-310);
    expect(poundsToPence('0.01')).toBe(1);
    expect(poundsToPence('-0')).toBe(0);
  });

  it('parses numbers sent by integrators, including binary-inexact ones such as 19.99', () => {
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.1)).toBe(10);
    expect(poundsToPence(1.15)).toBe(115);
    expect(poundsToPence(-2)).toBe(-200);
  });

  it('rejects more than 2 decimals rather than rounding silently', () => {
    expect(poundsToPence('12.345')).toBeNull();
    expect(poundsToPence(1.005)).toBeNull();
    expect(poundsToPence(0.1 + 0.2)).toBeNull();
  });

  it('rejects anything that is not an amount', () => {
    for (const bad of ['', ' ', 'abc', '12.', '.5', '1,23', '1e3', '12,34.5', '£', '--1', '£-1', '1 000']) {
      expect(poundsToPence(bad)).toBeNull();
    }
    expect(poundsToPence(Number.NaN)).toBeNull();
    expect(poundsToPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(poundsToPence(1e21)).toBeNull();
    expect(poundsToPence('99999999999999999999')).toBeNull();
  });

  it('round-trips every whole-pence amount through formatMoney', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(poundsToPence(formatMoney(pence))).toBe(pence);
        expect(poundsToPence(penceToPounds(pence))).toBe(pence);
      }),
    );
  });
});

describe('isValidPence', () => {
  it('accepts whole, non-negative pence only ("Price must be valid", behaviour.md "Sign-in and sessions / Signing in")', () => {
    expect(isValidPence(0)).toBe(true);
    expect(isValidPence(1999)).toBe(true);
    expect(isValidPence(-1)).toBe(false);
    expect(isValidPence(1.5)).toBe(false);
    expect(isValidPence(Number.NaN)).toBe(false);
    expect(isValidPence('100')).toBe(false);
    expect(isValidPence(null)).toBe(false);
  });
});

describe('rounding helpers', () => {
  it('rounds halves up and everything else to the nearest penny', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 3)).toBe(2);
    expect(divideRoundHalfUp(8, 3)).toBe(3);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });

  it('rounds up any remainder for whole-interval charging', () => {
    expect(divideCeil(10, 5)).toBe(2);
    expect(divideCeil(11, 5)).toBe(3);
    expect(divideCeil(1, 1000)).toBe(1);
    expect(divideCeil(0, 3)).toBe(0);
  });

  it('refuses a zero or negative divisor', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideCeil(1, -1)).toThrow(RangeError);
  });

  it('takes a percentage of pence, rounded half up to the penny', () => {
    expect(percentOf(1000, 10)).toBe(100);
    expect(percentOf(2505, 50)).toBe(1253);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(333, 33.3333)).toBe(111);
    expect(percentOf(0, 80)).toBe(0);
    expect(percentOf(1234, 100)).toBe(1234);
  });

  it('matches exact rational arithmetic for every amount and percentage to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 50000 }), (pence, hundredths) => {
        const exact = (BigInt(pence) * BigInt(hundredths) * 2n + 10000n) / 20000n; // floor(x + 1/2)
        expect(percentOf(pence, hundredths / 100)).toBe(Number(exact));
      }),
    );
  });
});
