import { expect, test } from '@playwright/test';
import { PinGrid } from './pinGrid';

test('issue 9 item 4: a point on a pin finds that pin; a point off every pin finds none', () => {
  const grid = new PinGrid([
    { id: 1, x: 100, y: 100, radius: 14 },
    { id: 2, x: 500, y: 40, radius: 7 },
  ]);
  expect(grid.nearest(100, 100)).toBe(1);
  expect(grid.nearest(110, 108)).toBe(1);
  expect(grid.nearest(115, 100)).toBeNull();
  expect(grid.nearest(503, 44)).toBe(2);
  expect(grid.nearest(300, 300)).toBeNull();
});

test('issue 9 item 4: where pins overlap, the one whose centre is nearest the pointer is picked, across cell edges', () => {
  // x = 20 and x = 33 lie in neighbouring 32-pixel cells; both icons cover x = 25 to 34.
  const grid = new PinGrid([
    { id: 7, x: 20, y: 20, radius: 14 },
    { id: 8, x: 33, y: 20, radius: 14 },
  ]);
  expect(grid.nearest(25, 20)).toBe(7);
  expect(grid.nearest(30, 20)).toBe(8);
  expect(grid.nearest(46, 20)).toBe(8);
});

test('issue 9 item 4: thousands of pins, each found at its own centre', () => {
  const entries = Array.from({ length: 5000 }, (_, i) => ({ id: i, x: (i % 100) * 40, y: Math.floor(i / 100) * 40, radius: 7 }));
  const grid = new PinGrid(entries);
  for (const e of entries) expect(grid.nearest(e.x + 1, e.y - 1)).toBe(e.id);
});
