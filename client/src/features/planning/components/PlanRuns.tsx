import { Alert, Card, Checkbox, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PlanningStopsQuery } from '../../../gql/graphql';
import { runColour, runFigures, type PlanRun } from '../planningRules';

type Stop = PlanningStopsQuery['planningStops'][number];

interface Props {
  runs: PlanRun[];
  unassigned: { id: number; message: string }[];
  stops: ReadonlyMap<number, Stop>;
  chosen: ReadonlySet<number>;
  onToggle: (run: number) => void;
  /** A stop dropped on another run. */
  onMove: (stopId: number, toRun: number) => void;
}

/** A stop as a line: its type and short address. */
function StopLine({ id, stop }: { id: number; stop: Stop | undefined }) {
  return (
    <span data-testid="plan-stop" data-stop-id={id}>
      <Tag color={stop?.consignmentAddressType.name === 'Collection' ? 'blue' : 'green'}>{stop?.consignmentAddressType.name ?? 'Stop'}</Tag>
      {stop?.address.shortAddress ?? `Stop ${id}`}
    </span>
  );
}

interface RunCardProps {
  run: PlanRun;
  index: number;
  stops: ReadonlyMap<number, Stop>;
  chosen: boolean;
  onToggle: () => void;
  /** The stop being dragged, from whichever run; null when none is. */
  dragged: number | null;
  onDrag: (stopId: number | null) => void;
  /** The dragged stop was dropped on this run. */
  onDrop: () => void;
}

/** One proposed run: ticked to be accepted (two stops at least), its figures, and its stops in order, each draggable to another run. */
function RunCard({ run: r, index: i, stops, chosen, onToggle, dragged, onDrag, onDrop }: RunCardProps) {
  return (
    <Card
      size="small"
      data-testid={`plan-run-${i}`}
      style={{ borderLeft: `4px solid ${runColour(i)}` }}
      onDragOver={(e) => dragged !== null && e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      title={
        <Checkbox checked={chosen} disabled={r.stops.length < 2} onChange={onToggle} data-testid={`plan-run-${i}-accept`}>
          <span data-testid={`plan-run-${i}-supplier`}>{r.supplierName ?? 'Unallocated'}</span> · {r.vehicleTypeName}
        </Checkbox>
      }
      extra={<Typography.Text data-testid={`plan-run-${i}-figures`}>{runFigures(r)}</Typography.Text>}
    >
      <ol style={{ margin: 0, paddingLeft: 24 }} data-testid={`plan-run-${i}-stops`}>
        {r.stops.map((s) => (
          <li
            key={s.id}
            draggable
            style={{ cursor: 'grab' }}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(s.id));
              onDrag(s.id);
            }}
            onDragEnd={() => onDrag(null)}
          >
            <StopLine id={s.id} stop={stops.get(s.id)} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The stops the plan left out, each with the reason. */
function LeftOutStops({ unassigned, stops }: Pick<Props, 'unassigned' | 'stops'>) {
  return (
    <Alert
      type="warning"
      title="Stops left out of the plan"
      description={
        <List
          size="small"
          dataSource={unassigned}
          renderItem={(u) => (
            <List.Item data-testid={`plan-unassigned-${u.id}`}>
              <StopLine id={u.id} stop={stops.get(u.id)} /> — {u.message}
            </List.Item>
          )}
        />
      }
    />
  );
}

/**
 * The proposed runs, each ticked to be accepted, with its figures and its stops in order (a stop dragged onto
 * another run moves there); then the stops left out and why.
 */
export function PlanRuns({ runs, unassigned, stops, chosen, onToggle, onMove }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {runs.map((r, i) => (
        <RunCard
          key={i}
          run={r}
          index={i}
          stops={stops}
          chosen={chosen.has(i)}
          onToggle={() => onToggle(i)}
          dragged={dragged}
          onDrag={setDragged}
          onDrop={() => {
            if (dragged !== null) onMove(dragged, i);
            setDragged(null);
          }}
        />
      ))}
      {unassigned.length > 0 && <LeftOutStops unassigned={unassigned} stops={stops} />}
    </Space>
  );
}
