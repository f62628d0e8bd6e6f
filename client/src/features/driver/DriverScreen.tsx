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
import { Alert, Button } from './ui';

const DUTY_KEY = 'dispatch.driver.onDuty';

/** The menu: change password, sign out. A plain disclosure, closed by choosing or by Escape. */
function DriverMenu({ logout }: { logout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="drv-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <Button testId="driver-menu" aria-expanded={open} aria-controls="driver-menu-list" onClick={() => setOpen(!open)}>Menu</Button>
      {open && (
        <ul className="drv-menu-list" id="driver-menu-list">
          <li><a href="#!/change_password/" data-testid="menu-change-password">Change password</a></li>
          <li><button type="button" data-testid="driver-logout" onClick={logout}>Sign out</button></li>
        </ul>
      )}
    </div>
  );
}

/** The driver's name, the on-duty switch and the menu. */
function DriverHeader({ name, onDuty, setOnDuty, logout }: { name: string; onDuty: boolean; setOnDuty: (on: boolean) => void; logout: () => void }) {
  return (
    <>
      <div className="drv-row drv-between">
        <h1>{name}</h1>
        <DriverMenu logout={logout} />
      </div>
      <label className="drv-switch" style={{ margin: '8px 0' }}>
        <input type="checkbox" role="switch" checked={onDuty} onChange={(e) => setOnDuty(e.target.checked)} data-testid="driver-duty" />
        <span>{onDuty ? 'On duty: sharing your position' : 'Off duty'}</span>
      </label>
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
  // Like the shell: a session ended elsewhere shows the signed-out modal at once (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock").
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
    <main className="drv" data-testid="driver-screen">
      <DriverHeader name={user.name} onDuty={onDuty} setOnDuty={setOnDuty} logout={session.logout} />
      {tracking.error && onDuty && <Alert kind="warning">{tracking.error}</Alert>}
      <OutboxPanel state={state} />
      {error && <Alert kind="info">{error}</Alert>}
      <div style={{ marginTop: 12 }}>
        {!manifests ? <p role="status" className="drv-muted">Loading your manifests…</p> : open ? (
          <div className="drv-stack" data-testid="driver-manifest-stops">
            <div><Button onClick={() => setOpenId(null)} testId="driver-back">← Manifests</Button></div>
            <h2>Manifest {open.ManifestNumber}</h2>
            {stops.map((s) => <StopCard key={s.Id} stop={s} mustWait={waitsForCollection(s, stops)} pendingPhotos={photos[s.Id]} act={act} />)}
          </div>
        ) : (
          <ManifestList manifests={shown} act={act} open={setOpenId} />
        )}
      </div>
    </main>
  );
}
