import { describe, type SyncState } from '../offline/sync';
import { Alert, Tag } from '../ui';

/** Online or offline, and what is waiting on this phone to be sent (issue 8: the screen shows what is waiting). */
export function OutboxPanel({ state }: { state: SyncState }) {
  const positions = state.items.filter((i) => i.action.kind === 'locations').reduce((n, i) => n + (i.action.kind === 'locations' ? i.action.positions.length : 0), 0);
  const actions = state.items.filter((i) => i.action.kind !== 'locations');
  return (
    <div data-testid="driver-outbox">
      {/* One status line: 'Online · Everything is sent' (issue 19 item 10). */}
      <div className="drv-row" role="status" data-testid="driver-status-line">
        <Tag colour={state.online ? 'green' : 'red'} testId="driver-online-status">{state.online ? 'Online' : 'Offline'}</Tag>
        {' · '}
        <span data-testid="driver-outbox-summary">
          {state.items.length === 0 ? 'Everything is sent' : `${actions.length} action${actions.length === 1 ? '' : 's'} and ${positions} position${positions === 1 ? '' : 's'} waiting to send`}
        </span>
      </div>
      {state.signedOut && <Alert kind="warning">Your session has ended: sign in again to send what is waiting.</Alert>}
      {actions.length > 0 && (
        <ul className="drv-list">
          {actions.map((item) => (
            <li key={item.key} data-testid="driver-outbox-item">
              {describe(item)}
              {item.lastError && <span className="drv-muted"> · {item.lastError}</span>}
            </li>
          ))}
        </ul>
      )}
      {state.problems.map((p) => <Alert key={p.key} kind="error" testId="driver-outbox-problem">{`${p.what} was refused: ${p.error}`}</Alert>)}
    </div>
  );
}
