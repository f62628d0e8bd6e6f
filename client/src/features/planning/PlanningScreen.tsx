import { Alert, Button, Card, Col, Empty, Input, List, Progress, Row, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { hrefOf } from '../../app/router/routes';
import { PlanMap } from './components/PlanMap';
import { PlanRuns } from './components/PlanRuns';
import { RunChooser } from './components/RunChooser';
import { planTotals, runFigures } from './planningRules';
import { usePlanDay } from './usePlanDay';

/**
 * Plan the day (issue 23 item 4, office only): for a date, the stops without a manifest and the runs the
 * dispatcher offers become proposed manifests (solved on the server, in its worker thread); the
 * dispatcher ticks the runs to keep and accepts them, which creates their manifests together.
 */
const runCount = (n: number) => `${n} ${n === 1 ? 'run' : 'runs'}`;

export function PlanningScreen() {
  const p = usePlanDay();
  const stopTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }) : '');
  const noRuns = p.choice.suppliers.length === 0 && p.choice.unallocatedRuns === 0;
  const { stops } = p;
  const placeOf = useCallback((id: number) => stops.get(id)?.address, [stops]);
  return (
    <Card title="Plan the day" data-testid="planning-screen">
      <Row gutter={24}>
        <Col xs={24} xl={10}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <label>
              Date <Input type="date" value={p.date} onChange={(e) => e.target.value && p.setDate(e.target.value)} style={{ width: 180 }} data-testid="planning-date" />
            </label>
            <Typography.Text data-testid="planning-stop-count">{p.stopsLoading ? 'Loading stops…' : `${p.stopList.length} stops without a manifest`}</Typography.Text>
            <List
              size="small"
              bordered
              style={{ maxHeight: 320, overflow: 'auto' }}
              dataSource={p.stopList}
              locale={{ emptyText: <Empty description="No stops without a manifest on this day" /> }}
              renderItem={(s) => (
                <List.Item data-testid={`planning-stop-${s.id}`}>
                  <Tag color={s.consignmentAddressType.name === 'Collection' ? 'blue' : 'green'}>{s.consignmentAddressType.name}</Tag>
                  {stopTime(s.scheduledStartDateAndTime)} {s.address.shortAddress}
                </List.Item>
              )}
            />
            <RunChooser value={p.choice} onChange={p.setChoice} />
            <Button type="primary" onClick={() => void p.ask()} loading={p.planning} disabled={noRuns || p.stopList.length === 0} data-testid="planning-plan">
              Plan
            </Button>
          </Space>
        </Col>
        <Col xs={24} xl={14}>
          {p.failure && <Alert type="error" title={<span data-testid="planning-failure">{p.failure}</span>} style={{ marginBottom: 12 }} />}
          {p.planning && (
            <div data-testid="planning-progress" style={{ marginBottom: 12 }}>
              <Typography.Text>Planning… (up to {p.choice.budgetSeconds} s)</Typography.Text>
              <div data-testid="planning-progress-bar" data-percent={p.progress}>
                <Progress percent={p.progress} status="active" aria-label="Planning progress" />
              </div>
            </div>
          )}
          {p.created.length > 0 && (
            <Alert
              type="success"
              style={{ marginBottom: 12 }}
              title={`${p.created.length} ${p.created.length === 1 ? 'manifest' : 'manifests'} created`}
              description={<Space wrap>{p.created.map((id) => <a key={id} href={hrefOf({ name: 'manifest', id: String(id) })} data-testid={`planning-created-${id}`}>Manifest {id}</a>)}</Space>}
            />
          )}
          {p.plan && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text data-testid="planning-totals">
                {runCount(p.runs.filter((r) => r.stops.length > 0).length)} · {runFigures(planTotals(p.runs))}
                {p.plan.isEstimate && ' (estimate)'}
              </Typography.Text>
              <PlanMap runs={p.runs} placeOf={placeOf} />
              <PlanRuns runs={p.runs} unassigned={p.plan.unassigned} stops={p.stops} chosen={p.chosen} onToggle={p.toggle} onMove={p.moveStop} />
              <Button type="primary" onClick={() => void p.acceptChosen()} loading={p.accepting} disabled={p.chosen.size === 0} data-testid="planning-accept">
                Accept {p.chosen.size} of {p.runs.length} runs
              </Button>
            </Space>
          )}
        </Col>
      </Row>
    </Card>
  );
}
