import { fitLogLog, growthSvg } from './growth-chart.js';

// The growth curves' fit and chart (issue 26 item 4): the slope a reader judges linear by.
describe('growth curves', () => {
  it('fits the exponent of a power law: 1 for linear, 2 for quadratic, 0 for a constant cost', () => {
    const xs = [100, 1_000, 10_000];
    expect(fitLogLog(xs.map((x) => ({ x, y: 3 * x }))).slope).toBeCloseTo(1, 10);
    expect(fitLogLog(xs.map((x) => ({ x, y: x * x }))).slope).toBeCloseTo(2, 10);
    expect(fitLogLog(xs.map((x) => ({ x, y: 7 }))).slope).toBeCloseTo(0, 10);
    // A fixed cost plus a linear part grows slower than linear over the range.
    const slope = fitLogLog(xs.map((x) => ({ x, y: 50 + x / 100 }))).slope;
    expect(slope).toBeGreaterThan(0);
    expect(slope).toBeLessThan(1);
  });

  it('has no slope with fewer than two usable points (a zero cost cannot be drawn on a log axis)', () => {
    expect(fitLogLog([{ x: 10, y: 1 }, { x: 100, y: 0 }]).slope).toBeNaN();
  });

  it('draws each series of each curve with its points and its slope in the legend', () => {
    const svg = growthSvg(
      [
        { title: 'Day search', x: 'rows', y: 'p50 ms', series: [{ name: 'REST <search>', points: [{ x: 100, y: 2 }, { x: 1_000, y: 20 }, { x: 10_000, y: 200 }] }] },
        { title: 'Fan-out', x: 'subscribers', y: 'cost', series: [{ name: 'CPU', points: [{ x: 100, y: 10 }, { x: 2_000, y: 10 }] }, { name: 'p99', points: [{ x: 100, y: 5 }, { x: 2_000, y: 20 }] }] },
      ],
      'caption & date',
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<circle /g)).toHaveLength(7);
    expect(svg).toContain('REST &lt;search&gt;: slope 1.00');
    expect(svg).toContain('CPU: slope 0.00');
    expect(svg).toContain('caption &amp; date');
  });
});
