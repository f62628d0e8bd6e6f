import { useMutation, useQuery } from '@apollo/client/react';
import type { PlanDayInput } from '../../gql/graphql';
import { useState } from 'react';
import { PlanDayMutation, PlanningProgressQuery } from './planning.operations';

/** How often the screen asks how far a planning run is. */
const PROGRESS_POLL_MS = 300;

/** A name for one planning run, unique enough among one user's runs (crypto.randomUUID needs a secure context). */
const newRunId = () => `plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Asks the server for a plan under a new run name, and polls that run's progress while the plan is searched
 * (decision 0168). `request` answers the plan, or null when the server sent none.
 */
export function usePlanRequest() {
  const [planDay, planning] = useMutation(PlanDayMutation);
  /** The name of the run being asked for. */
  const [runId, setRunId] = useState<string | null>(null);
  const progressQuery = useQuery(PlanningProgressQuery, { variables: { runId: runId ?? '' }, skip: !planning.loading || !runId, pollInterval: PROGRESS_POLL_MS, fetchPolicy: 'network-only' });

  const request = async (input: Omit<PlanDayInput, 'runId'>) => {
    const run = newRunId();
    setRunId(run);
    const { data } = await planDay({ variables: { input: { ...input, runId: run } } });
    return data?.planDay ?? null;
  };

  return {
    request,
    planning: planning.loading,
    /** Per cent of the run's time budget used so far (0 until the first report). */
    progress: planning.loading ? (progressQuery.data?.planningProgress.percent ?? 0) : 0,
  };
}
