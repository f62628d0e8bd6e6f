import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PlanDayMutation as PlanDayResult } from '../../gql/graphql';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import { manifestFailure } from '../manifest/manifestScreenRules';
import type { RunChoice } from './components/RunChooser';
import { AcceptPlanMutation } from './planning.operations';
import { acceptedRuns, tomorrowIn } from './planningRules';
import { useFreeStops } from './useFreeStops';
import { usePlanRequest } from './usePlanRequest';
import { useProposedRuns } from './useProposedRuns';

type Plan = PlanDayResult['planDay'];

/**
 * Plan the day's state: the date and its free stops, the runs chosen, the proposed plan with the runs
 * ticked for accepting, and what accepting created. A new date or a new plan forgets the old plan.
 */
export function usePlanDay() {
  const [date, setDate] = useState(() => tomorrowIn(new Date()));
  const stops = useFreeStops(date);
  const [choice, setChoice] = useState<RunChoice>({ suppliers: [], unallocatedRuns: 1, budgetSeconds: 2 });
  const [plan, setPlan] = useState<Plan | null>(null);
  const [created, setCreated] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const { propose, ...proposed } = useProposedRuns((id) => stops.byId.get(id)?.consignmentId, setFailure);
  const { request, planning, progress } = usePlanRequest();
  const [accept, accepting] = useMutation(AcceptPlanMutation);

  const ask = async () => {
    setFailure(null);
    setCreated([]);
    try {
      const next = await request({ date, supplierIds: choice.suppliers.map((s) => s.id), unallocatedRuns: choice.unallocatedRuns, budgetSeconds: choice.budgetSeconds });
      setPlan(next);
      propose(next?.runs ?? []);
      stops.refetch();
    } catch (e) {
      setPlan(null);
      setFailure(manifestFailure(e));
    }
  };
  const acceptChosen = async () => {
    if (!plan) return;
    setFailure(null);
    try {
      const { data } = await accept({ variables: { runs: acceptedRuns(proposed.runs, proposed.chosen) } });
      setCreated(data?.acceptPlan ?? []);
      setPlan(null);
      stops.refetch();
    } catch (e) {
      setFailure(planFailure(e));
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
    stops: stops.byId,
    stopList: stops.list,
    stopsLoading: stops.loading,
    choice,
    setChoice,
    plan,
    /** The runs as the dispatcher has rearranged them, the ticked ones, and moving a stop or ticking a run. */
    ...proposed,
    ask,
    planning,
    progress,
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
