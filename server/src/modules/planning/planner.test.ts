import { randomProblem, vehicle } from '../../domain/planning/planning.fixtures.js';
import { solve } from '../../domain/planning/solve.js';
import { workerPlanner } from './planner.js';

describe('the planner in a worker thread', () => {
  const problem = randomProblem(21, 80, Array.from({ length: 8 }, () => vehicle({ capacity: 150, shift: [0, 3000] })), true);

  it('returns the same plan as the planner on this thread for the same seed', async () => {
    const options = { budgetMs: 60_000, maxIterations: 200, seed: 3 };
    const here = solve(problem, { ...options, clock: () => performance.now() });
    const there = await workerPlanner.plan(problem, options);
    expect(there.routes).toEqual(here.routes);
    expect(there.cost).toBe(here.cost);
    expect(there.unassigned).toEqual(here.unassigned);
  });

  it('leaves the event loop free while it plans for its whole budget', async () => {
    // Were the plan made on this thread, no callback of the event loop could run before it ended. Made in the
    // worker, a chain of 100 turns of the loop completes while the plan is still running.
    let turns = 0;
    const chain = new Promise<string>((resolve) => {
      const turn = () => (++turns === 100 ? resolve('event loop') : setImmediate(turn));
      setImmediate(turn);
    });
    const plan = workerPlanner.plan(problem, { budgetMs: 800, seed: 1 }).then((result) => {
      expect(result.ms).toBeGreaterThanOrEqual(800);
      return 'plan';
    });
    expect(await Promise.race([chain, plan])).toBe('event loop');
    await plan;
  });
});
