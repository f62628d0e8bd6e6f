import fc from 'fast-check';
import {
  addDays,
  formatDate,
  formatDateTime,
  formatStopTime,
  fromLondonWallTime,
  isIsoDate,
  isoWeekday,
  londonDateRange,
  londonDateTime,
  londonDayRange,
  londonTime,
  londonWallTime,
  parseIsoDate,
  parseTime,
  parseTrackDateTime,
  today,
} from './dates.js';

const utc = (iso: string): Date => new Date(iso);
const HOUR = 3_600_000;

// 2026: clocks go forward on Sunday 29 March (01:00 GMT -> 02:00 BST) and back on Sunday 25 October.

describe('today', () => {
  it('is the London date, not the UTC date, late on a summer evening (DESIGN: business day is Europe/London)', () => {
    expect(today(utc('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('is the UTC date in winter, when London is on GMT', () => {
    expect(today(utc('2026-01-31T23:59:59Z'))).toBe('2026-01-31');
  });

  it('turns over at London midnight on both DST Sundays', () => {
    expect(today(utc('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
    expect(today(utc('2026-03-29T00:00:00Z'))).toBe('2026-03-29');
    expect(today(utc('2026-10-24T22:59:00Z'))).toBe('2026-10-24');
    expect(today(utc('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
  });

  it('gives the London clock time for filling a missing stop time (behaviour.md "Booking / Saving a consignment")', () => {
    expect(londonTime(utc('2026-07-01T08:05:00Z'))).toBe('09:05');
    expect(londonTime(utc('2026-01-01T08:05:00Z'))).toBe('08:05');
  });
});

describe('parseIsoDate', () => {
  it('accepts real YYYY-MM-DD dates (behaviour.md "Shared conventions / Formats, money and time" path dates)', () => {
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it('rejects dates that do not exist rather than rolling them over', () => {
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '0000-01-01']) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('rejects any other shape', () => {
    for (const bad of ['2026-2-3', '26-02-03', '2026/02/03', ' 2026-02-03', '2026-02-03T00:00', '03/02/2026', '']) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });
});

describe('parseTime and londonDateTime', () => {
  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(parseTime('00:00')).toEqual({ hour: 0, minute: 0 });
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['24:00', '12:60', '9:30', '09:30:00', '']) expect(parseTime(bad)).toBeNull();
  });

  it('reads a date and a time as London wall-clock time', () => {
    expect(londonDateTime('2026-07-01', '09:00')).toEqual(utc('2026-07-01T08:00:00Z'));
    expect(londonDateTime('2026-01-01', '09:00')).toEqual(utc('2026-01-01T09:00:00Z'));
    expect(londonDateTime('2026-02-30', '09:00')).toBeNull();
    expect(londonDateTime('2026-01-01', '9am')).toBeNull();
  });
});

describe('parseTrackDateTime', () => {
  it('parses YYYY-MM-DDTHH:mm as London time (behaviour.md "Map / Live vehicles" SupplierLocations/Track)', () => {
    expect(parseTrackDateTime('2026-07-01T13:05')).toEqual(utc('2026-07-01T12:05:00Z'));
    expect(parseTrackDateTime('2026-12-01T13:05')).toEqual(utc('2026-12-01T13:05:00Z'));
  });

  it('rejects invalid dates, times and shapes', () => {
    for (const bad of ['2026-02-30T10:00', '2026-01-01T24:00', '2026-01-01 10:00', '2026-01-01T10:00:00', '2026-01-01T10:00Z', '2026-01-01']) {
      expect(parseTrackDateTime(bad)).toBeNull();
    }
  });

  it('moves a time that does not exist (last Sunday of March, 01:00-02:00) forward by the gap', () => {
    expect(parseTrackDateTime('2026-03-29T00:30')).toEqual(utc('2026-03-29T00:30:00Z'));
    expect(parseTrackDateTime('2026-03-29T01:30')).toEqual(utc('2026-03-29T01:30:00Z'));
    expect(parseTrackDateTime('2026-03-29T02:30')).toEqual(utc('2026-03-29T01:30:00Z'));
  });

  it('takes the first of a time that happens twice (last Sunday of October, 01:00-02:00)', () => {
    expect(parseTrackDateTime('2026-10-25T00:30')).toEqual(utc('2026-10-24T23:30:00Z'));
    expect(parseTrackDateTime('2026-10-25T01:30')).toEqual(utc('2026-10-25T00:30:00Z'));
    expect(parseTrackDateTime('2026-10-25T02:30')).toEqual(utc('2026-10-25T02:30:00Z'));
  });
});

describe('londonDayRange', () => {
  it('spans London midnight to midnight in UTC on a summer day', () => {
    expect(londonDayRange('2026-07-01')).toEqual({ start: utc('2026-06-30T23:00:00Z'), end: utc('2026-07-01T23:00:00Z') });
  });

  it('is 23 hours long on the last Sunday of March', () => {
    const { start, end } = londonDayRange('2026-03-29');
    expect(start).toEqual(utc('2026-03-29T00:00:00Z'));
    expect(end).toEqual(utc('2026-03-29T23:00:00Z'));
  });

  it('is 25 hours long on the last Sunday of October', () => {
    const { start, end } = londonDayRange('2026-10-25');
    expect(start).toEqual(utc('2026-10-24T23:00:00Z'));
    expect(end).toEqual(utc('2026-10-26T00:00:00Z'));
  });

  it('covers from the start of the first date to the end of the last for list filters (behaviour.md "Settings / Settings lists" {from}/{to})', () => {
    expect(londonDateRange('2026-03-28', '2026-03-30')).toEqual({
      start: utc('2026-03-28T00:00:00Z'),
      end: utc('2026-03-30T23:00:00Z'),
    });
  });

  it('throws on an invalid date, which callers must have rejected as bad input', () => {
    expect(() => londonDayRange('2026-02-30')).toThrow(RangeError);
  });

  it('always starts at London midnight of the date and lasts 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }), (instant) => {
        const date = today(instant);
        const { start, end } = londonDayRange(date);
        expect(today(start)).toBe(date);
        expect(londonTime(start)).toBe('00:00');
        expect([23 * HOUR, 24 * HOUR, 25 * HOUR]).toContain(end.getTime() - start.getTime());
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(end.getTime()).toBeGreaterThan(instant.getTime());
      }),
    );
  });
});

describe('fromLondonWallTime', () => {
  it('round-trips every instant through its London wall-clock reading, to the minute', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }), (instant) => {
        const wall = londonWallTime(instant);
        const back = fromLondonWallTime(wall.year, wall.month, wall.day, wall.hour, wall.minute);
        const again = londonWallTime(back);
        expect([again.year, again.month, again.day, again.hour, again.minute]).toEqual([wall.year, wall.month, wall.day, wall.hour, wall.minute]);
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-05', 14)).toBe('2026-01-19');
  });

  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('2026-04-01')).toBe(3);
  });
});

describe('formatting', () => {
  it('shows London DD/MM/YYYY HH:mm, or DD/MM/YY HH:mm (behaviour.md "Shared conventions / Formats, money and time")', () => {
    expect(formatDateTime(utc('2026-07-01T12:05:00Z'))).toBe('01/07/2026 13:05');
    expect(formatDateTime(utc('2026-07-01T12:05:00Z'), { shortYear: true })).toBe('01/07/26 13:05');
    expect(formatDateTime(utc('2026-01-05T09:07:59Z'))).toBe('05/01/2026 09:07');
    expect(formatDateTime(utc('2026-06-30T23:30:00Z'))).toBe('01/07/2026 00:30');
  });

  it('shows the London date alone as DD/MM/YYYY', () => {
    expect(formatDate(utc('2026-06-30T23:30:00Z'))).toBe('01/07/2026');
  });

  it('shows stop times as yyyy-MM-dd HH:mm:ss in London time (behaviour.md "Shared conventions / Formats, money and time")', () => {
    expect(formatStopTime(utc('2026-07-01T12:05:09Z'))).toBe('2026-07-01 13:05:09');
    expect(formatStopTime(utc('2026-10-25T01:30:00Z'))).toBe('2026-10-25 01:30:00');
    expect(formatStopTime(utc('2026-10-25T00:30:00Z'))).toBe('2026-10-25 01:30:00');
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(formatDateTime(utc('2026-01-01T00:00:00Z'))).toBe('01/01/2026 00:00');
  });
});
