/**
 * Groups pins that fall in the same square of the screen into one cluster (issue 26 item 2: 10,000 live pins,
 * clustered at low zoom), so a country-wide view draws a few hundred counted circles instead of thousands of
 * overlapping dots. A grid, not a distance search: one pass over the pins, the same grouping on every repaint at a
 * zoom, so clusters do not jump as vehicles move. Pure: no Leaflet, no DOM.
 */

/** A pin's position in world pixels at the zoom being drawn. */
export interface ClusterPoint {
  id: number;
  x: number;
  y: number;
}

/** Two or more pins drawn as one: their count at their mean position. */
export interface Cluster {
  ids: number[];
  x: number;
  y: number;
}

/** Pins drawn one by one below this many on the map; from it on, grouped at low zoom. */
export const CLUSTER_FROM_PINS = 1_000;
/** Grouped at zooms below this one (10: a county fills the screen); individual pins from it on. */
export const CLUSTER_BELOW_ZOOM = 10;
/** The side of a cluster's square, in screen pixels. */
export const CLUSTER_CELL = 48;

/** Whether a map of `pins` pins at `zoom` groups them. */
export function clusters(pins: number, zoom: number): boolean {
  return pins >= CLUSTER_FROM_PINS && zoom < CLUSTER_BELOW_ZOOM;
}

/** The pins alone in their square, and the clusters of the squares holding more than one (mean position). */
export function clusterPoints<P extends ClusterPoint>(points: Iterable<P>, cell = CLUSTER_CELL): { singles: P[]; clusters: Cluster[] } {
  const cells = new Map<string, P[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    const members = cells.get(key);
    if (members) members.push(p);
    else cells.set(key, [p]);
  }
  const singles: P[] = [];
  const groups: Cluster[] = [];
  for (const members of cells.values()) {
    if (members.length === 1) {
      singles.push(members[0]);
      continue;
    }
    let x = 0;
    let y = 0;
    for (const m of members) {
      x += m.x;
      y += m.y;
    }
    groups.push({ ids: members.map((m) => m.id), x: x / members.length, y: y / members.length });
  }
  return { singles, clusters: groups };
}
