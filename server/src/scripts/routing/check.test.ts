import { checkSolution } from './check.js';
import { parseInstance } from './instance.js';

const solomon = (vehicles: number, capacity: number, due2 = 20) => parseInstance('tiny', `TINY

VEHICLE
NUMBER     CAPACITY
  ${vehicles}         ${capacity}

CUSTOMER
CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME

    0      0         0          0          0       100          0
    1      10        0          6          0       20          0
    2      0         10         6          0       ${due2}          0
`);

const liLim = (capacity: number, depotDue = 100) => parseInstance('tiny', `2\t${capacity}\t1
0\t0\t0\t0\t0\t${depotDue}\t0\t0\t0
1\t10\t0\t5\t0\t50\t0\t0\t2
2\t20\t0\t-5\t0\t50\t0\t1\t0
`);

describe('the benchmark feasibility checker', () => {
  it('accepts a solution that keeps every rule and recomputes its distance', () => {
    expect(checkSolution(solomon(2, 10), [[1], [2]])).toEqual({ feasible: true, cost: 40, problems: [] });
    expect(checkSolution(liLim(10), [[1, 2]])).toEqual({ feasible: true, cost: 40, problems: [] });
  });

  it.each([
    ['a task left out', solomon(2, 20), [[1]], 'task 2 not visited'],
    ['a task visited twice', solomon(2, 20), [[1], [1, 2]], 'task 1 visited twice'],
    ['an unknown task', solomon(2, 20), [[1, 2, 7]], 'route 0: unknown task 7'],
    ['more routes than vehicles', solomon(1, 20), [[1], [2]], '2 routes for 1 vehicles'],
    ['a load over capacity', solomon(2, 10), [[1, 2]], 'route 0: leaves the depot with 12 > 10'],
    ['service after the due time', solomon(2, 20, 15), [[1, 2]], 'route 0: task 2 served at 24.142 after its due time 15'],
    ['a delivery before its pickup', liLim(10), [[2, 1]], 'route 0: delivery 2 without its pickup 1 before it on the same route'],
    ['a pickup and delivery on different routes', liLim(10), [[1], [2]], 'route 1: delivery 2 without its pickup 1 before it on the same route'],
    ['a pickup over capacity', liLim(4), [[1, 2]], 'route 0: load 5 after task 1'],
    ['a late return to the depot', liLim(10, 30), [[1, 2]], 'route 0: back at the depot at 40.000 after 30'],
  ])('refuses %s', (_label, instance, routes, problem) => {
    const result = checkSolution(instance, routes);
    expect(result.feasible).toBe(false);
    expect(result.problems).toContain(problem);
  });
});

describe('reading benchmark instances', () => {
  it('reads the fleet, capacity, depot and tasks of both formats', () => {
    const s = solomon(2, 10);
    expect(s).toMatchObject({ format: 'solomon', vehicles: 2, capacity: 10 });
    expect(s.tasks[2]).toEqual({ id: 2, x: 0, y: 10, demand: 6, ready: 0, due: 20, service: 0, pickup: 0, delivery: 0 });
    const l = liLim(10);
    expect(l).toMatchObject({ format: 'li_lim', vehicles: 2, capacity: 10 });
    expect(l.tasks[2]).toMatchObject({ demand: -5, pickup: 1, delivery: 0 });
  });

  it('refuses a file in neither format', () => {
    expect(() => parseInstance('readme', '# Routing benchmark instances\n\nPublic instances')).toThrow('readme is not a Solomon or Li & Lim instance');
  });
});
