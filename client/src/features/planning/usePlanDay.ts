import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { PlanDayMutation as PlanDayResult } from '../../gql/graphql';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import { manifestFailure } from '../manifest/manifestScreenRules';
import type { RunChoice } from './components/RunChooser';
import { AcceptPlanMutation, PlanDayMutation, PlanningProgressQuery, PlanningStopsQuery, PlanRunFiguresQuery } from './planning.operations';
import { acceptedRuns, moveStopTo, tomorrowIn, withFigures, type PlanRun } from './planningRules';

type Plan = PlanDayResult['planDay'];

/** How often the screen asks how far a planning run is. */
const PROGRESS_POLL_MS = 300;

/** A name for one planning run, unique enough among one user's runs (crypto.randomUUID needs a secure context). */
const newRunId = () => `plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Plan the day's state: the date and its free stops, the runs chosen, the proposed plan with the runs
 * ticked for accepting, and what accepting created. A new date or a new plan forgets the old plan.
 */
export function usePlanDay() {
  const [date, setDate] = useState(() => tomorrowIn(new Date()));
  const stopsQuery = useQuery(PlanningStopsQuery, { variables: { date }, fetchPolicy: 'network-only' });
  const [choice, setChoice] = useState<RunChoice>({ suppliers: [], unallocatedRuns: 1, budgetSeconds: 2 });
  const [plan, setPlan] = useState<Plan | null>(null);
  /** The plan's runs as the dispatcher has rearranged them. */
  const [runs, setRuns] = useState<PlanRun[]>([]);
  const client = useApolloClient();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [created, setCreated] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [planDay, planning] = useMutation(PlanDayMutation);
  /** The name of the run being asked for, to poll its progress while the plan is searched (decision 0168). */
  const [runId, setRunId] = useState<string | null>(null);
  const progressQuery = useQuery(PlanningProgressQuery, { variables: { runId: runId ?? '' }, skip: !planning.loading || !runId, pollInterval: PROGRESS_POLL_MS, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(AcceptPlanMutation);
  const stops = useMemo(() => new Map((stopsQuery.data?.planningStops ?? []).map((s) => [s.id, s])), [stopsQuery.data]);

  const ask = async () => {
    setFailure(null);
    setCreated([]);
    try {
      const run = newRunId();
      setRunId(run);
      const input = { date, supplierIds: choice.suppliers.map((s) => s.id), unallocatedRuns: choice.unallocatedRuns, budgetSeconds: choice.budgetSeconds, runId: run };
      const { data } = await planDay({ variables: { input } });
      const next = data?.planDay ?? null;
      setPlan(next);
      setRuns(next?.runs ?? []);
      setChosen(new Set(next?.runs.flatMap((r, i) => (r.stops.length >= 2 ? [i] : [])) ?? []));
      void stopsQuery.refetch();
    } catch (e) {
      setPlan(null);
      setFailure(manifestFailure(e));
    }
  };
  const acceptChosen = async () => {
    if (!plan) return;
    setFailure(null);
    try {
      const { data } = await accept({ variables: { runs: acceptedRuns(runs, chosen) } });
      setCreated(data?.acceptPlan ?? []);
      setPlan(null);
      void stopsQuery.refetch();
    } catch (e) {
      setFailure(planFailure(e));
    }
  };
  /** Moves a stop (with its consignment's stops on that run) to another run; the figures are worked out again. */
  const moveStop = async (stopId: number, to: number) => {
    const next = moveStopTo(runs, stopId, to, (id) => stops.get(id)?.consignmentId);
    setRuns(next);
    setChosen((c) => new Set([...c].filter((i) => next[i].stops.length >= 2)));
    setFailure(null);
    try {
      const filled = acceptedRuns(next, new Set(next.flatMap((r, i) => (r.stops.length ? [i] : []))));
      const { data } = await client.query({ query: PlanRunFiguresQuery, variables: { runs: filled }, fetchPolicy: 'network-only' });
      setRuns(withFigures(next, data?.planRunFigures ?? []));
    } catch (e) {
      setFailure(manifestFailure(e));
    }
  };
  return {
    date,
    setDate: (next: string) => {
      setDate(next);
      setPlan(null);
      setCreated([]);
      setFailure(null);
    },
    stops,
    stopList: stopsQuery.data?.planningStops ?? [],
    stopsLoading: stopsQuery.loading,
    choice,
    setChoice,
    plan,
    runs,
    moveStop: (stopId: number, to: number) => void moveStop(stopId, to),
    chosen,
    toggle: (i: number) => setChosen((c) => (c.has(i) ? new Set([...c].filter((x) => x !== i)) : new Set([...c, i]))),
    ask,
    planning: planning.loading,
    /** Per cent of the run's time budget used so far (0 until the first report). */
    progress: planning.loading ? (progressQuery.data?.planningProgress.percent ?? 0) : 0,
    acceptChosen,
    accepting: accepting.loading,
    created,
    failure,
  };
}

/** A stale plan (608) says which stops changed; other refusals read as the manifest screen's do. */
function planFailure(error: unknown): string {
  const info = readErrorInfo(error);
  return info.code === 'CONFLICT' && info.message ? info.message : manifestFailure(error);
}
