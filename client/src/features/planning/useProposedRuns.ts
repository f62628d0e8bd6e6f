import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { manifestFailure } from '../manifest/manifestScreenRules';
import { PlanRunFiguresQuery } from './planning.operations';
import { acceptedRuns, moveStopTo, withFigures, type PlanRun } from './planningRules';

/** The runs of a plan with two stops or more: the ones a manifest can be made of, ticked at first. */
const acceptable = (runs: readonly PlanRun[]) => new Set(runs.flatMap((r, i) => (r.stops.length >= 2 ? [i] : [])));

/**
 * A proposed plan's runs as the dispatcher rearranges them, and the ones ticked for accepting. A stop moved to
 * another run takes its consignment's stops on that run with it, and the runs' figures are worked out again;
 * a refusal goes to `onFailure`.
 */
export function useProposedRuns(consignmentOf: (stopId: number) => number | undefined, onFailure: (failure: string | null) => void) {
  const client = useApolloClient();
  const [runs, setRuns] = useState<PlanRun[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  const moveStop = async (stopId: number, to: number) => {
    const next = moveStopTo(runs, stopId, to, consignmentOf);
    setRuns(next);
    setChosen((c) => new Set([...c].filter((i) => next[i].stops.length >= 2)));
    onFailure(null);
    try {
      const filled = acceptedRuns(next, new Set(next.flatMap((r, i) => (r.stops.length ? [i] : []))));
      const { data } = await client.query({ query: PlanRunFiguresQuery, variables: { runs: filled }, fetchPolicy: 'network-only' });
      setRuns(withFigures(next, data?.planRunFigures ?? []));
    } catch (e) {
      onFailure(manifestFailure(e));
    }
  };

  return {
    runs,
    chosen,
    /** A new plan's runs, the ones with two stops or more ticked. */
    propose: (next: PlanRun[]) => {
      setRuns(next);
      setChosen(acceptable(next));
    },
    moveStop: (stopId: number, to: number) => void moveStop(stopId, to),
    toggle: (i: number) => setChosen((c) => (c.has(i) ? new Set([...c].filter((x) => x !== i)) : new Set([...c, i]))),
  };
}
