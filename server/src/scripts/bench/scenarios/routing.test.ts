import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spliceSections } from '../report.js';
import { ROUTING_DIR, runInstance } from './routing.js';

const bks = JSON.parse(readFileSync(path.join(ROUTING_DIR, 'BKS.json'), 'utf8'));

describe('the routing benchmark', () => {
  it.each([['solomon', 'C101'], ['solomon', 'R101'], ['li_lim', 'lc101'], ['li_lim', 'lr101']])(
    'solves %s %s with the planner into a plan the independent checker accepts, close to the best known',
    (folder, name) => {
      // A count of iterations, not a time budget, ends the search: the plan depends on the seed alone, however busy the machine.
      const outcome = runInstance(path.join(ROUTING_DIR, folder, `${name}.txt`), 600, bks, 1, 1000);
      expect(outcome.problems).toEqual([]);
      expect(outcome.feasible).toBe(true);
      expect(outcome.gap).toBeLessThan(10);
    },
  );

  it('replaces its own section of the results file and keeps the rest', () => {
    const existing = '# Benchmark results (full)\n\n| table |\n\n## Route planning (issue 23)\n\nold figures\n\n## Later section\n\nkept\n';
    const result = { id: 'routing', title: 't', meaning: 'm', rows: [], section: '## Route planning (issue 23)\n\nnew figures\n' };
    expect(spliceSections(existing, [result])).toBe('# Benchmark results (full)\n\n| table |\n\n## Route planning (issue 23)\n\nnew figures\n\n## Later section\n\nkept\n');
    expect(spliceSections('# Benchmark results\n', [result])).toBe('# Benchmark results\n\n## Route planning (issue 23)\n\nnew figures\n');
  });
});
