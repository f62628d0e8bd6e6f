import { useQuery } from '@apollo/client/react';
import { exchangeRefusal, isManifestInvoiced, MANIFEST_MESSAGES } from '@domain/manifest';
import { Alert, App, Button, Card, Col, Row, Space, Spin, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnsavedPrompt } from '../consignment/hooks/useUnsavedPrompt';
import { ManifestHeader, StatusTag } from './components/ManifestHeader';
import { ManifestModals, type OpenModal } from './components/ManifestModals';
import { ManifestToolbar } from './components/ManifestToolbar';
import { RouteMap } from './components/RouteMap';
import { StopList } from './components/StopList';
import { SupplierPanel } from './components/SupplierPanel';
import { AddStopsModal } from './components/AddStopsModal';
import { OptimiseOrderModal } from './components/OptimiseOrderModal';
import { useManifestActions } from './hooks/useManifestActions';
import { useManifestRoute } from './hooks/useManifestRoute';
import { useManifestScreen } from './hooks/useManifestScreen';
import { ManifestVehicleTypesQuery } from './manifest.operations';
import { PendingConfirmationsQuery } from './manifestConfirmations.operations';
import { GENERIC_ERROR, livePosting, orderRefusal } from './manifestScreenRules';

/**
 * The manifest screen (behaviour.md "Manifests / Manifest screen", office only): header and status colour, route map, reorderable stops
 * with their progress and proof of delivery, supplier list and costing, and every manifest action.
 * Progress and other users' changes arrive live; leaving with an unsaved order asks first.
 */
export function ManifestScreen({ id }: { id: string }) {
  const { message } = App.useApp();
  const screen = useManifestScreen(Number(id));
  const { loaded: m, stops } = screen;
  const vehicleTypes = useQuery(ManifestVehicleTypesQuery);
  const { route, legs } = useManifestRoute(Number(id), screen.dirty ? stops.map((s) => s.id) : null, m?.version ?? 0);
  const pending = useQuery(PendingConfirmationsQuery, { variables: { manifestId: Number(id) }, skip: !m, fetchPolicy: 'network-only' });
  const [open, setOpen] = useState<OpenModal>(null);
  const [adding, setAdding] = useState(false);
  const [optimising, setOptimising] = useState(false);
  const [orderProblem, setOrderProblem] = useState<string | null>(null);
  const release = useUnsavedPrompt(screen.dirty);
  const refresh = () => {
    screen.refetch();
    void pending.refetch();
  };
  const actions = useManifestActions({
    manifest: m, draft: screen.draft, order: stops.map((s) => s.id), vehicleTypeId: screen.vehicleTypeId, release, discard: screen.discard, refetch: refresh,
  });
  const consignmentNumbers = useMemo(() => new Map((m?.consignments ?? []).map((c) => [c.id, String(c.consignmentNumber)])), [m]);
  // A completed stop may have queued a completion e-mail: keep the count current as progress arrives.
  const stopsDone = stops.filter((s) => s.isCompleted).length;
  const refetchPending = useRef(pending.refetch);
  refetchPending.current = pending.refetch;
  const loadedOnce = m !== null;
  useEffect(() => {
    if (loadedOnce) void refetchPending.current().catch(() => undefined);
  }, [stopsDone, loadedOnce]);

  if (screen.error) return <Alert type="error" title={GENERIC_ERROR} data-testid="manifest-load-error" />;
  if (screen.loading || !m) return <Spin data-testid="manifest-loading" />;

  const readOnly = isManifestInvoiced(m.invoiceStatus);
  const waiting = (pending.data?.pendingConfirmations ?? []).filter((p) => p.status === 'Pending');
  const done = (text?: string) => {
    if (text) void message.success({ content: text, duration: 2 });
    setOpen(null);
    refresh();
  };
  // A delivery never goes above its own collection: the same domain rule the server applies on save.
  const reorder = (order: number[]) => {
    const refusal = orderRefusal(stops, order);
    setOrderProblem(refusal);
    if (!refusal) screen.setOrder(order);
  };
  // behaviour.md "Shared conventions / Stale writes": a stale save asks for a reload; this one drops the unsaved order and takes the latest version.
  const reload = () => {
    screen.discard();
    actions.clearFailure();
    refresh();
  };

  return (
    <Card
      data-testid="manifest-screen"
      title={
        <Space>
          <span data-testid="manifest-title">Manifest {m.manifestNumber}</span>
          <StatusTag name={m.statusColour.name} hexCode={m.statusColour.hexCode} />
          {readOnly && <Tag color="orange">Invoiced: read only</Tag>}
          {screen.dirty && <Tag color="blue" data-testid="manifest-unsaved">Unsaved changes</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          <Button type="primary" disabled={!screen.dirty || readOnly} loading={actions.saving} onClick={() => void actions.save()} data-testid="manifest-save">
            Save
          </Button>
          <Tooltip title={screen.dirty ? 'Save or discard your changes first' : null}>
            <Button onClick={() => setOptimising(true)} disabled={readOnly || screen.dirty || stops.length < 3} data-testid="manifest-optimise">
              Optimise order
            </Button>
          </Tooltip>
          <Button onClick={() => setAdding(true)} disabled={readOnly} data-testid="manifest-add-stops">
            Add stops
          </Button>
          <Button onClick={() => setOpen({ kind: 'assign', supplierId: null })} disabled={readOnly} data-testid="manifest-assign">
            Assign supplier
          </Button>
          <Button onClick={() => void actions.sendToSupplier()} disabled={readOnly || !m.supplier || actions.busy} data-testid="manifest-send">
            Send
          </Button>
        </Space>
      }
    >
      <ManifestToolbar
        posted={livePosting(m) !== null}
        readOnly={readOnly}
        exchangeBlocked={exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: m.consignmentAddresses.length > 0 && m.consignmentAddresses.every((s) => s.isCompleted) })}
        waitingEmails={waiting.length}
        open={setOpen}
        onRemoveFromExchange={() => void actions.removeFromExchange()}
        onDelete={() => void actions.deleteManifest()}
      />
      {actions.failure && (
        <Alert
          type="error"
          closable
          onClose={actions.clearFailure}
          title={<span data-testid="manifest-failure">{actions.failure}</span>}
          action={actions.failure === MANIFEST_MESSAGES.stale && <Button size="small" onClick={reload} data-testid="manifest-reload">Reload</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      {orderProblem && (
        <Alert type="warning" closable onClose={() => setOrderProblem(null)} title={<span data-testid="manifest-order-refused">{orderProblem}</span>} style={{ marginBottom: 12 }} />
      )}
      <ManifestHeader manifest={m} vehicleTypeId={screen.vehicleTypeId} vehicleTypes={vehicleTypes.data?.vehicleTypes ?? []} readOnly={readOnly} onVehicleType={screen.setVehicleTypeId} />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <RouteMap stops={stops} route={route} />
          <div style={{ marginTop: 12 }}>
            <StopList
              stops={stops}
              consignmentNumbers={consignmentNumbers}
              legs={legs}
              readOnly={readOnly}
              onReorder={reorder}
              onRemove={screen.removeStop}
              onOpen={(stop, view) => setOpen({ kind: 'stop', stop, view })}
            />
          </div>
        </Col>
        <Col xs={24} xl={10}>
          <SupplierPanel manifest={m} readOnly={readOnly} onChoose={(supplierId) => setOpen({ kind: 'assign', supplierId })} onChanged={refresh} />
        </Col>
      </Row>
      {adding && (
        <AddStopsModal
          onManifest={stops.map((s) => s.id)}
          onClose={() => setAdding(false)}
          onAdd={(more) => {
            screen.addStops(more);
            setAdding(false);
          }}
        />
      )}
      {optimising && (
        <OptimiseOrderModal
          manifestId={m.id}
          stops={stops}
          consignmentNumbers={consignmentNumbers}
          saving={actions.saving}
          onClose={() => setOptimising(false)}
          // A refused save (608) closes the proposal so the screen's own failure and Reload show.
          onAccept={(order, version) => void actions.save({ order, version }).then(() => setOptimising(false))}
        />
      )}
      <ManifestModals open={open} manifest={m} stops={stops} waiting={waiting} onClose={() => setOpen(null)} onDone={done} onEmailsChanged={() => void pending.refetch()} />
    </Card>
  );
}
