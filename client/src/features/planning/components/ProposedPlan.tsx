import { Button, Space, Typography } from 'antd';
import { useCallback } from 'react';
import type { PlanningStopsQuery } from '../../../gql/graphql';
import { planTotals, runFigures, type PlanRun } from '../planningRules';
import { PlanMap } from './PlanMap';
import { PlanRuns } from './PlanRuns';

type Stop = PlanningStopsQuery['planningStops'][number];

interface Props {
  runs: PlanRun[];
  /** The travel figures come from the offline estimate, not the routing service. */
  isEstimate: boolean;
  unassigned: { id: number; message: string }[];
  stops: ReadonlyMap<number, Stop>;
  chosen: ReadonlySet<number>;
  onToggle: (run: number) => void;
  onMove: (stopId: number, toRun: number) => void;
  onAccept: () => void;
  accepting: boolean;
}

const runCount = (n: number) => `${n} ${n === 1 ? 'run' : 'runs'}`;

/** The proposed plan: its totals, the runs on the map and as lists to tick or rearrange, and Accept for the ticked runs. */
export function ProposedPlan({ runs, isEstimate, unassigned, stops, chosen, onToggle, onMove, onAccept, accepting }: Props) {
  const placeOf = useCallback((id: number) => stops.get(id)?.address, [stops]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="planning-totals">
        {runCount(runs.filter((r) => r.stops.length > 0).length)} · {runFigures(planTotals(runs))}
        {isEstimate && ' (estimate)'}
      </Typography.Text>
      <PlanMap runs={runs} placeOf={placeOf} />
      <PlanRuns runs={runs} unassigned={unassigned} stops={stops} chosen={chosen} onToggle={onToggle} onMove={onMove} />
      <Button type="primary" onClick={onAccept} loading={accepting} disabled={chosen.size === 0} data-testid="planning-accept">
        Accept {chosen.size} of {runs.length} runs
      </Button>
    </Space>
  );
}
