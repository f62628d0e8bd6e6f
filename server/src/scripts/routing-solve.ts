/**
 * Issue 23 item 6: `npm run --silent routing:solve -- FILE [--seconds S] [--seed N]` solves a Solomon or
 * Li & Lim instance with the planner and prints one JSON object on stdout:
 * {"routes": [[task ids in visit order, depot excluded], ...], "cost": total distance, "ms": solve time}.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { solve } from '../domain/planning/solve.js';
import { parseArgs, stringArg } from './cli-args.js';
import { parseInstance, toProblem } from './routing/instance.js';

const USAGE = 'npm run --silent routing:solve -- FILE [--seconds S] [--seed N]';

function main(): void {
  const argv = process.argv.slice(2);
  const file = argv.find((a, i) => !a.startsWith('--') && (i === 0 || !argv[i - 1].startsWith('--')));
  if (!file) throw new Error(USAGE);
  const args = parseArgs(USAGE, ['seconds', 'seed'], argv.filter((a) => a !== file));
  const seconds = Number(stringArg(args, 'seconds', '2'));
  const seed = Number(stringArg(args, 'seed', '1'));
  if (!(seconds > 0) || !Number.isInteger(seed)) throw new Error(`--seconds must be positive and --seed a whole number\n${USAGE}`);
  const instance = parseInstance(path.basename(file, path.extname(file)), readFileSync(file, 'utf8'));
  const result = solve(toProblem(instance), { budgetMs: seconds * 1000, seed, clock: () => performance.now() });
  const routes = result.routes.filter((r) => r.length).map((r) => r.map((stop) => instance.tasks[stop + 1].id));
  process.stdout.write(`${JSON.stringify({ routes, cost: Number(result.cost.toFixed(4)), ms: Math.round(result.ms) })}\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
