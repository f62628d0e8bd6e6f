/**
 * Growth curves (issue 26 item 4): how a cost grows with the work, as the slope of a straight line fitted to
 * log(cost) against log(work). A slope of 1 is linear, below 1 better than linear, 2 quadratic. The chart is an
 * SVG of its own (no library): one log-log panel per curve, its points and fitted lines, each series' slope in the legend.
 */

/** One measured series: a cost (y) at several amounts of work (x). */
export interface Series {
  name: string;
  points: { x: number; y: number }[];
}

/** A panel: what grows (x), what it costs (y) and the series measured. */
export interface Curve {
  title: string;
  x: string;
  y: string;
  series: Series[];
}

/** The least-squares line through (log x, log y): its slope (the growth exponent) and intercept. */
export function fitLogLog(points: readonly { x: number; y: number }[]): { slope: number; intercept: number } {
  const usable = points.filter((p) => p.x > 0 && p.y > 0);
  if (usable.length < 2) return { slope: NaN, intercept: NaN };
  const xs = usable.map((p) => Math.log(p.x));
  const ys = usable.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

const WIDTH = 360;
const HEIGHT = 300;
const PAD = { left: 56, right: 12, top: 34, bottom: 96 };
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const round = (n: number) => Number(n.toPrecision(3)).toLocaleString('en-GB');

/** Powers of ten (and their 2x and 5x) spanning [lo, hi], for a log axis's ticks. */
function ticks(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) {
    for (const m of [1, 2, 5]) if (m * 10 ** e >= lo && m * 10 ** e <= hi) out.push(m * 10 ** e);
  }
  return out;
}

/** One log-log panel at horizontal offset `left`. */
function panel(curve: Curve, left: number): string {
  const all = curve.series.flatMap((s) => s.points).filter((p) => p.x > 0 && p.y > 0);
  if (!all.length) return '';
  const [x0, x1] = [Math.min(...all.map((p) => p.x)) / 1.3, Math.max(...all.map((p) => p.x)) * 1.3];
  const [y0, y1] = [Math.min(...all.map((p) => p.y)) / 1.5, Math.max(...all.map((p) => p.y)) * 1.5];
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const px = (x: number) => left + PAD.left + ((Math.log(x) - Math.log(x0)) / (Math.log(x1) - Math.log(x0))) * w;
  const py = (y: number) => PAD.top + h - ((Math.log(y) - Math.log(y0)) / (Math.log(y1) - Math.log(y0))) * h;
  const parts = [
    `<text x="${left + WIDTH / 2}" y="18" text-anchor="middle" font-weight="bold">${escape(curve.title)}</text>`,
    `<rect x="${left + PAD.left}" y="${PAD.top}" width="${w}" height="${h}" fill="none" stroke="#999"/>`,
    ...ticks(x0, x1).map((t) => `<text x="${px(t).toFixed(1)}" y="${PAD.top + h + 14}" text-anchor="middle" font-size="10">${round(t)}</text>`),
    ...ticks(y0, y1).map((t) => `<text x="${left + PAD.left - 4}" y="${(py(t) + 3).toFixed(1)}" text-anchor="end" font-size="10">${round(t)}</text>`),
    `<text x="${left + PAD.left + w / 2}" y="${PAD.top + h + 30}" text-anchor="middle" font-size="11">${escape(curve.x)} (log)</text>`,
    `<text x="${left + 12}" y="${PAD.top + h / 2}" text-anchor="middle" font-size="11" transform="rotate(-90 ${left + 12} ${PAD.top + h / 2})">${escape(curve.y)} (log)</text>`,
  ];
  curve.series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const { slope, intercept } = fitLogLog(s.points);
    if (Number.isFinite(slope)) {
      const at = (x: number) => Math.exp(intercept + slope * Math.log(x));
      parts.push(`<line x1="${px(x0).toFixed(1)}" y1="${py(at(x0)).toFixed(1)}" x2="${px(x1).toFixed(1)}" y2="${py(at(x1)).toFixed(1)}" stroke="${colour}" stroke-dasharray="4 3"/>`);
    }
    for (const p of s.points) if (p.x > 0 && p.y > 0) parts.push(`<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3.5" fill="${colour}"/>`);
    parts.push(`<text x="${left + PAD.left}" y="${PAD.top + h + 48 + i * 14}" font-size="11" fill="${colour}">${escape(s.name)}: slope ${Number.isFinite(slope) ? slope.toFixed(2) : '-'}</text>`);
  });
  return `<g clip-path="none">${parts.join('')}</g>`;
}

/** The curves side by side, with their slopes, as one SVG document. */
export function growthSvg(curves: readonly Curve[], caption: string): string {
  const width = WIDTH * curves.length;
  const height = HEIGHT + 20;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...curves.map((c, i) => panel(c, i * WIDTH)),
    `<text x="8" y="${height - 6}" font-size="10" fill="#555">${escape(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
