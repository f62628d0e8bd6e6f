import { Alert, Button, Card, Col, Input, Progress, Row, Space, Typography } from 'antd';
import { hrefOf } from '../../app/router/routes';
import { FreeStops } from './components/FreeStops';
import { ProposedPlan } from './components/ProposedPlan';
import { RunChooser } from './components/RunChooser';
import { usePlanDay } from './usePlanDay';

/** How far the server's search for a plan has got, within the time budget chosen. */
function PlanningProgress({ percent, budgetSeconds }: { percent: number; budgetSeconds: number }) {
  return (
    <div data-testid="planning-progress" style={{ marginBottom: 12 }}>
      <Typography.Text>Planning… (up to {budgetSeconds} s)</Typography.Text>
      <div data-testid="planning-progress-bar" data-percent={percent}>
        <Progress percent={percent} status="active" aria-label="Planning progress" />
      </div>
    </div>
  );
}

/** The manifests accepting the plan created, each a link to its screen. */
function CreatedManifests({ ids }: { ids: number[] }) {
  return (
    <Alert
      type="success"
      style={{ marginBottom: 12 }}
      title={`${ids.length} ${ids.length === 1 ? 'manifest' : 'manifests'} created`}
      description={<Space wrap>{ids.map((id) => <a key={id} href={hrefOf({ name: 'manifest', id: String(id) })} data-testid={`planning-created-${id}`}>Manifest {id}</a>)}</Space>}
    />
  );
}

/**
 * Plan the day (issue 23 item 4, office only): for a date, the stops without a manifest and the runs the
 * dispatcher offers become proposed manifests (solved on the server, in its worker thread); the
 * dispatcher ticks the runs to keep and accepts them, which creates their manifests together.
 */
export function PlanningScreen() {
  const p = usePlanDay();
  const noRuns = p.choice.suppliers.length === 0 && p.choice.unallocatedRuns === 0;
  return (
    <Card title="Plan the day" data-testid="planning-screen">
      <Row gutter={24}>
        <Col xs={24} xl={10}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <label>
              Date <Input type="date" value={p.date} onChange={(e) => e.target.value && p.setDate(e.target.value)} style={{ width: 180 }} data-testid="planning-date" />
            </label>
            <FreeStops stops={p.stopList} loading={p.stopsLoading} />
            <RunChooser value={p.choice} onChange={p.setChoice} />
            <Button type="primary" onClick={() => void p.ask()} loading={p.planning} disabled={noRuns || p.stopList.length === 0} data-testid="planning-plan">
              Plan
            </Button>
          </Space>
        </Col>
        <Col xs={24} xl={14}>
          {p.failure && <Alert type="error" title={<span data-testid="planning-failure">{p.failure}</span>} style={{ marginBottom: 12 }} />}
          {p.planning && <PlanningProgress percent={p.progress} budgetSeconds={p.choice.budgetSeconds} />}
          {p.created.length > 0 && <CreatedManifests ids={p.created} />}
          {p.plan && (
            <ProposedPlan
              runs={p.runs}
              isEstimate={p.plan.isEstimate}
              unassigned={p.plan.unassigned}
              stops={p.stops}
              chosen={p.chosen}
              onToggle={p.toggle}
              onMove={p.moveStop}
              onAccept={() => void p.acceptChosen()}
              accepting={p.accepting}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
