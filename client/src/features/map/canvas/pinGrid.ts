/**
 * A spatial bucket of pin positions, so a click or hover on the pin canvas finds its pin among
 * thousands by looking at a few cells instead of every pin (issue 9 item 4). Pure: no Leaflet, no DOM.
 */

/** One pin's hit area: its centre in pixels (any fixed frame, e.g. world pixels at one zoom) and radius. */
export interface GridEntry {
  id: number;
  x: number;
  y: number;
  radius: number;
}

/** Cell side in pixels: about a pin's size, so a hit looks at the cells around one point. */
const CELL = 32;
/** Column multiplier of a cell key: more than the rows of a world at zoom 18 (2^26 px / CELL). */
const ROWS = 2 ** 22;

const cellOf = (v: number) => Math.floor(v / CELL);

export class PinGrid {
  private readonly cells = new Map<number, GridEntry[]>();
  private maxRadius = 0;

  constructor(entries: Iterable<GridEntry>) {
    for (const entry of entries) {
      const key = cellOf(entry.x) * ROWS + cellOf(entry.y);
      const cell = this.cells.get(key);
      if (cell) cell.push(entry);
      else this.cells.set(key, [entry]);
      this.maxRadius = Math.max(this.maxRadius, entry.radius);
    }
  }

  /**
   * The pin whose centre is nearest to (x, y) among those whose hit area contains it, else null.
   * Nearest, not topmost: where pins overlap, the one the pointer is closest to is the one meant.
   */
  nearest(x: number, y: number): number | null {
    const reach = Math.ceil(this.maxRadius / CELL);
    const cx = cellOf(x);
    const cy = cellOf(y);
    let best: number | null = null;
    let bestDistance = Infinity;
    for (let i = cx - reach; i <= cx + reach; i++) {
      for (let j = cy - reach; j <= cy + reach; j++) {
        for (const e of this.cells.get(i * ROWS + j) ?? []) {
          const distance = Math.hypot(e.x - x, e.y - y);
          if (distance <= e.radius && distance < bestDistance) {
            best = e.id;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
