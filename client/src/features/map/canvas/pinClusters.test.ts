import { expect, test } from '@playwright/test';
import { CLUSTER_BELOW_ZOOM, CLUSTER_FROM_PINS, clusterPoints, clusters } from './pinClusters';

test('issue 26 item 2: a map of thousands of pins groups them at low zoom, and a small fleet or a close view never', () => {
  expect(clusters(CLUSTER_FROM_PINS, CLUSTER_BELOW_ZOOM - 1)).toBe(true);
  expect(clusters(10_000, 6)).toBe(true);
  expect(clusters(CLUSTER_FROM_PINS - 1, 6)).toBe(false);
  expect(clusters(10_000, CLUSTER_BELOW_ZOOM)).toBe(false);
});

test('issue 26 item 2: pins sharing a square become one cluster at their mean position; a pin alone stays a pin', () => {
  const { singles, clusters: groups } = clusterPoints(
    [
      { id: 1, x: 10, y: 10 },
      { id: 2, x: 30, y: 20 },
      { id: 3, x: 40, y: 45 },
      { id: 4, x: 100, y: 10 },
      { id: 5, x: 130, y: 40 },
      { id: 6, x: 49, y: 10 },
    ],
    48,
  );
  expect(singles.map((p) => p.id)).toEqual([6]);
  expect(groups.map((g) => g.ids)).toEqual([[1, 2, 3], [4, 5]]);
  expect(groups[0].x).toBeCloseTo(80 / 3);
  expect(groups[0].y).toBeCloseTo(25);
  expect(groups[1]).toMatchObject({ x: 115, y: 25 });
});

test('issue 26 item 2: every pin is drawn once, alone or in one cluster', () => {
  const points = Array.from({ length: 5_000 }, (_, i) => ({ id: i, x: (i * 7919) % 2000, y: (i * 104729) % 1500 }));
  const { singles, clusters: groups } = clusterPoints(points);
  const ids = [...singles.map((p) => p.id), ...groups.flatMap((g) => g.ids)].sort((a, b) => a - b);
  expect(ids).toEqual(points.map((p) => p.id));
});
