import { useQuery } from '@apollo/client/react';
import { exchangeRefusal, isManifestInvoiced } from '@domain/manifest';
import { Alert, Card, Space, Spin, Tag } from 'antd';
import { useMemo } from 'react';
import { useUnsavedPrompt } from '../consignment/hooks/useUnsavedPrompt';
import { ManifestAlerts } from './components/ManifestAlerts';
import { ManifestColumns } from './components/ManifestColumns';
import { ManifestHeader, StatusTag } from './components/ManifestHeader';
import { ManifestMainActions } from './components/ManifestMainActions';
import { ManifestModals } from './components/ManifestModals';
import { ManifestToolbar } from './components/ManifestToolbar';
import { PlanningModals } from './components/PlanningModals';
import { useManifestActions } from './hooks/useManifestActions';
import { useManifestDialogs } from './hooks/useManifestDialogs';
import { useManifestRoute } from './hooks/useManifestRoute';
import { useManifestScreen } from './hooks/useManifestScreen';
import { usePendingConfirmations } from './hooks/usePendingConfirmations';
import { useStopReorder } from './hooks/useStopReorder';
import { ManifestVehicleTypesQuery } from './manifest.operations';
import { GENERIC_ERROR, livePosting, type ManifestScreenData } from './manifestScreenRules';

/**
 * The manifest screen (behaviour.md "Manifests / Manifest screen", office only): header and status colour, route map, reorderable stops
 * with their progress and proof of delivery, supplier list and costing, and every manifest action.
 * Progress and other users' changes arrive live; leaving with an unsaved order asks first.
 */
export function ManifestScreen({ id }: { id: string }) {
  const screen = useManifestScreen(Number(id));
  const { loaded: m, stops } = screen;
  const vehicleTypes = useQuery(ManifestVehicleTypesQuery);
  const { route, legs } = useManifestRoute(Number(id), screen.dirty ? stops.map((s) => s.id) : null, m?.version ?? 0);
  const pending = usePendingConfirmations(Number(id), m, stops);
  const refresh = () => {
    screen.refetch();
    pending.refetch();
  };
  const dialogs = useManifestDialogs(refresh);
  const release = useUnsavedPrompt(screen.dirty);
  const actions = useManifestActions({
    manifest: m, draft: screen.draft, order: stops.map((s) => s.id), vehicleTypeId: screen.vehicleTypeId, release, discard: screen.discard, refetch: refresh,
  });
  const order = useStopReorder(stops, screen.setOrder);
  const consignmentNumbers = useMemo(() => new Map((m?.consignments ?? []).map((c) => [c.id, String(c.consignmentNumber)])), [m]);

  if (screen.error) return <Alert type="error" title={GENERIC_ERROR} data-testid="manifest-load-error" />;
  if (screen.loading || !m) return <Spin data-testid="manifest-loading" />;

  const readOnly = isManifestInvoiced(m.invoiceStatus);
  return (
    <Card
      data-testid="manifest-screen"
      title={<ManifestTitle manifest={m} readOnly={readOnly} dirty={screen.dirty} />}
      extra={<ManifestMainActions manifest={m} stopCount={stops.length} readOnly={readOnly} dirty={screen.dirty} actions={actions} dialogs={dialogs} />}
    >
      <ManifestToolbar
        posted={livePosting(m) !== null}
        readOnly={readOnly}
        exchangeBlocked={exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: m.consignmentAddresses.length > 0 && m.consignmentAddresses.every((s) => s.isCompleted) })}
        waitingEmails={pending.waiting.length}
        open={dialogs.setOpen}
        onRemoveFromExchange={() => void actions.removeFromExchange()}
        onDelete={() => void actions.deleteManifest()}
      />
      <ManifestAlerts failure={actions.failure} onCloseFailure={actions.clearFailure} onReload={actions.reload} refusal={order.refusal} onCloseRefusal={order.clearRefusal} />
      <ManifestHeader manifest={m} vehicleTypeId={screen.vehicleTypeId} vehicleTypes={vehicleTypes.data?.vehicleTypes ?? []} readOnly={readOnly} onVehicleType={screen.setVehicleTypeId} />
      <ManifestColumns
        manifest={m}
        stops={stops}
        route={route}
        legs={legs}
        consignmentNumbers={consignmentNumbers}
        readOnly={readOnly}
        onReorder={order.reorder}
        onRemove={screen.removeStop}
        open={dialogs.setOpen}
        onChanged={refresh}
      />
      <PlanningModals manifestId={m.id} stops={stops} consignmentNumbers={consignmentNumbers} dialogs={dialogs} actions={actions} onAdd={screen.addStops} />
      <ManifestModals open={dialogs.open} manifest={m} stops={stops} waiting={pending.waiting} onClose={dialogs.close} onDone={dialogs.done} onEmailsChanged={pending.refetch} />
    </Card>
  );
}

/** The screen's title: the manifest's number, status colour, and whether it is read only or has unsaved changes. */
function ManifestTitle({ manifest: m, readOnly, dirty }: { manifest: ManifestScreenData; readOnly: boolean; dirty: boolean }) {
  return (
    <Space>
      <span data-testid="manifest-title">Manifest {m.manifestNumber}</span>
      <StatusTag name={m.statusColour.name} hexCode={m.statusColour.hexCode} />
      {readOnly && <Tag color="orange">Invoiced: read only</Tag>}
      {dirty && <Tag color="blue" data-testid="manifest-unsaved">Unsaved changes</Tag>}
    </Space>
  );
}
