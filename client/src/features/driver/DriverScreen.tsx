import { Alert, Button, Dropdown, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSession, type SessionUser } from '../../app/session/SessionContext';
import { useSessionEndedSubscription } from '../../app/session/useSessionEndedSubscription';
import { useSessionHeartbeat } from '../../app/shell/useSessionHeartbeat';
import { ManifestList } from './components/ManifestList';
import { OutboxPanel } from './components/OutboxPanel';
import { StopCard } from './components/StopCard';
import { useDriverManifests } from './hooks/useDriverManifests';
import { useDriverSync } from './hooks/useDriverSync';
import { useDutyTracking } from './hooks/useDutyTracking';
import { pendingPhotos, waitsForCollection, withPending } from './pending';

const DUTY_KEY = 'dispatch.driver.onDuty';

/** The driver's name, the on-duty switch and the menu (change password, sign out). */
function DriverHeader({ name, onDuty, setOnDuty, logout }: { name: string; onDuty: boolean; setOnDuty: (on: boolean) => void; logout: () => void }) {
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{name}</Typography.Title>
        <Dropdown
          menu={{
            items: [
              { key: 'password', label: <a href="#!/change_password/" data-testid="menu-change-password">Change password</a> },
              { key: 'logout', label: <span data-testid="driver-logout">Sign out</span>, onClick: logout },
            ],
          }}
        >
          <Button data-testid="driver-menu">Menu</Button>
        </Dropdown>
      </Space>
      <Space style={{ margin: '8px 0' }}>
        <Switch checked={onDuty} onChange={setOnDuty} data-testid="driver-duty" />
        <Typography.Text>{onDuty ? 'On duty: sharing your position' : 'Off duty'}</Typography.Text>
      </Space>
    </>
  );
}

/**
 * The driver app (issue 8) at #!/driver/: a phone-sized screen for supplier users with today's and
 * tomorrow's manifests, stop progress with signature and photos, and positions while on duty. Every
 * write goes through the offline outbox.
 */
export function DriverScreen({ user }: { user: SessionUser }) {
  const session = useSession();
  // Like the shell: a session ended elsewhere shows the signed-out modal at once (spec 1 §4).
  useSessionHeartbeat('#!/driver/');
  useSessionEndedSubscription(!session.signedOut);
  const { manifests, readAt, error, reload } = useDriverManifests();
  const { state, act } = useDriverSync(reload);
  const [onDuty, setOnDuty] = useState(() => localStorage.getItem(DUTY_KEY) === 'true');
  const tracking = useDutyTracking(onDuty, act);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => localStorage.setItem(DUTY_KEY, String(onDuty)), [onDuty]);
  // Sent actions stay on top until a read that started after them arrives, so nothing flickers back.
  const shown = useMemo(() => {
    const sentSince = state.sent.filter((s) => s.sentAt >= readAt).map((s) => s.item);
    return withPending(manifests ?? [], [...sentSince, ...state.items]);
  }, [manifests, readAt, state.sent, state.items]);
  const photos = useMemo(() => pendingPhotos(state.items), [state.items]);
  const open = shown.find((m) => m.Id === openId);
  const stops = [...(open?.ConsignmentAddresses ?? [])].sort((a, b) => (a.ManifestOrder ?? 0) - (b.ManifestOrder ?? 0));

  return (
    <div data-testid="driver-screen" style={{ maxWidth: 480, margin: '0 auto', padding: 12, minHeight: '100vh', background: '#f5f5f5' }}>
      <DriverHeader name={user.name} onDuty={onDuty} setOnDuty={setOnDuty} logout={session.logout} />
      {tracking.error && onDuty && <Alert type="warning" showIcon message={tracking.error} />}
      <OutboxPanel state={state} />
      {error && <Alert style={{ marginTop: 8 }} type="info" showIcon message={error} />}
      <div style={{ marginTop: 12 }}>
        {!manifests ? <Spin /> : open ? (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="driver-manifest-stops">
            <Button onClick={() => setOpenId(null)} data-testid="driver-back">← Manifests</Button>
            <Typography.Title level={5} style={{ margin: 0 }}>Manifest {open.ManifestNumber}</Typography.Title>
            {stops.map((s) => <StopCard key={s.Id} stop={s} mustWait={waitsForCollection(s, stops)} pendingPhotos={photos[s.Id]} act={act} />)}
          </Space>
        ) : (
          <ManifestList manifests={shown} act={act} open={setOpenId} />
        )}
      </div>
    </div>
  );
}
