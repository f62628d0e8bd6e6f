/** Issue 23 item 5: route planning under /api/Planning/ (office only, as manifests); thin: parse, call, map. */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import { BodyReader } from '../../rest/read.js';
import { acceptPlan, type AcceptedRun } from './plan-accept.js';
import { editedRunFigures } from './run-figures.js';
import { planDay, type DayPlan, type PlannedRun, type PlannedStop } from './day-plan.js';
import { proposeManifestOrder, type OrderFigures } from './manifest-order.js';
import { runProgress } from './planning.progress.js';

const figures = (f: OrderFigures) => ({ Miles: f.miles, Minutes: f.minutes, Cost: penceToPounds(f.costPence), LateMinutes: f.lateMinutes });
const stop = (s: PlannedStop) => ({ Id: s.id, Version: s.version });

const toRestRun = (r: PlannedRun) => ({
  SupplierId: r.supplierId, SupplierName: r.supplierName, VehicleType: { Id: r.vehicleTypeId, Name: r.vehicleTypeName }, ConsignmentAddresses: r.stops.map(stop),
  Miles: r.miles, Minutes: r.minutes, Cost: penceToPounds(r.costPence), Price: penceToPounds(r.pricePence), Margin: penceToPounds(r.marginPence),
});

/** The plan in the API's PascalCase, money in pounds. */
const toRestPlan = (p: DayPlan) => ({
  Date: p.date,
  IsEstimate: p.isEstimate,
  Ms: p.ms,
  Runs: p.runs.map(toRestRun),
  Unassigned: p.unassigned.map((u) => ({ ...stop(u), Reason: u.reason, Message: u.message })),
});

/** `{Runs: [{SupplierId, ConsignmentAddresses: [{Id, Version}]}]}`. */
function parseAccept(body: unknown): AcceptedRun[] {
  const r = BodyReader.of(body);
  const runs = r.list('Runs').map((run) => ({
    supplierId: run.id('Supplier') ?? null,
    stops: run.list('ConsignmentAddresses').map((s) => ({ id: s.int('Id') ?? 0, version: s.int('Version') ?? 0 })),
  }));
  return runs;
}

/** Checked before the handler (rest/body.ts), in BodyReader's words: camelCase paths such as `runs[0].consignmentAddresses[1].version`. */
const CHECKED = { checked: true, dialect: 'reader' } as const;
/** The plan's options may be left out: a missing body reads as empty (the planner then refuses in its own words). */
const OPTIONAL = { ...CHECKED, optional: true } as const;
const STOP = R.Body({ Id: R.Whole('The stop (consignment address).'), Version: R.Whole('The stop\'s version in the plan; a changed stop is refused with 608.') }, 'A stop of the run.');
const RUN = R.Body({ ...R.Refs('Supplier', 'The run\'s supplier; none for an unallocated run.'), ConsignmentAddresses: R.List(STOP, 'The run\'s stops in order.') }, 'A run.');
const RUNS = R.Body({ Runs: R.List(RUN, 'The runs.') }, 'The runs as the dispatcher left them.', CHECKED);
const PLAN = R.Body({
  SupplierIds: R.Ids('The suppliers whose drivers may take runs.'), UnallocatedRuns: R.Whole('How many runs without a supplier.'), BudgetSeconds: R.Whole('How long to search.'),
  Seed: R.Whole('The search\'s seed, for a repeatable plan.'), RunId: R.Text('A name to ask GET /Planning/Progress/{runId} with.'),
}, 'What to plan with; a missing body reads as empty.', OPTIONAL);

export async function planningRoutes(app: FastifyInstance) {
  /** The proposal; accept with PUT /Manifests/{id} and its Version. */
  app.get<{ Params: { id: string } }>('/Planning/Manifests/:id/OptimisedOrder', { schema: { summary: 'A better order for a manifest\'s stops; accept it with PUT /Manifests/{id}.', params: R.IdParams(), response: R.Answers({ 200: R.Json('ManifestId, Version, ConsignmentAddressIds, Changed, Before, After.') }) } }, async (request) => {
    const p = await proposeManifestOrder(request.ctx, Number(request.params.id));
    return { ManifestId: p.manifestId, Version: p.version, ConsignmentAddressIds: p.stopIds, Changed: p.changed, Before: figures(p.before), After: figures(p.after) };
  });

  /** POST /Planning/Days/{date}/Plan {SupplierIds, UnallocatedRuns, BudgetSeconds, Seed, RunId}: the proposed manifests; nothing is saved. */
  app.post<{ Params: { date: string } }>('/Planning/Days/:date/Plan', { schema: { summary: 'Proposes the day\'s manifests; nothing is saved.', params: R.TextParams({ date: 'The day, YYYY-MM-DD.' }), body: PLAN, response: R.Answers({ 200: R.Json('Date, IsEstimate, Ms, Runs, Unassigned.') }) } }, async (request) => {
    const r = BodyReader.of(request.body);
    const input = { date: request.params.date, supplierIds: r.ids('SupplierIds'), unallocatedRuns: r.int('UnallocatedRuns') ?? 0, budgetSeconds: r.int('BudgetSeconds'), seed: r.int('Seed'), runId: r.text('RunId') };
    return toRestPlan(await planDay(request.ctx, input));
  });

  /** GET /Planning/Progress/{runId}: how far the caller's run named RunId is (decision 0168). */
  app.get<{ Params: { runId: string } }>('/Planning/Progress/:runId', { schema: { summary: 'How far the caller\'s planning run is.', params: R.TextParams({ runId: 'The RunId the plan was asked with.' }), response: R.Answers({ 200: R.Json('RunId, State, Percent, Iterations, BudgetSeconds.') }) } }, async (request) => {
    const p = await runProgress(request.ctx, request.params.runId);
    return { RunId: p.runId, State: p.state, Percent: p.percent, Iterations: p.iterations, BudgetSeconds: p.budgetSeconds };
  });

  /** POST /Planning/RunFigures {Runs}: the figures of runs after stops were moved between them; nothing is saved. */
  app.post('/Planning/RunFigures', { schema: { summary: 'The figures of runs after stops were moved between them; nothing is saved.', body: RUNS, response: R.Answers({ 200: R.Json('Runs.') }) } }, async (request) => ({ Runs: (await editedRunFigures(request.ctx, parseAccept(request.body))).map(toRestRun) }));

  /** POST /Planning/Accept: the accepted runs' manifests, created together; 608 when a stop changed since the plan. */
  app.post('/Planning/Accept', { schema: { summary: 'Creates the accepted runs\' manifests together (608 when a stop changed).', body: RUNS, response: R.Answers({ 201: R.Json('ManifestIds.') }), ...R.STALE } }, async (request, reply) => {
    const views = await acceptPlan(request.ctx, parseAccept(request.body));
    return reply.status(201).send({ ManifestIds: views.map((v) => v.manifest.id) });
  });
}
