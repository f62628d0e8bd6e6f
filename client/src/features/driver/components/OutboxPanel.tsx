import { Alert, List, Tag, Typography } from 'antd';
import { describe, type SyncState } from '../offline/sync';

/** Online or offline, and what is waiting on this phone to be sent (issue 8: the screen shows what is waiting). */
export function OutboxPanel({ state }: { state: SyncState }) {
  const positions = state.items.filter((i) => i.action.kind === 'locations').reduce((n, i) => n + (i.action.kind === 'locations' ? i.action.positions.length : 0), 0);
  const actions = state.items.filter((i) => i.action.kind !== 'locations');
  return (
    <div data-testid="driver-outbox">
      <Tag color={state.online ? 'green' : 'red'} data-testid="driver-online-status">{state.online ? 'Online' : 'Offline'}</Tag>
      <Typography.Text data-testid="driver-outbox-summary">
        {state.items.length === 0 ? 'Everything is sent' : `${actions.length} action${actions.length === 1 ? '' : 's'} and ${positions} position${positions === 1 ? '' : 's'} waiting to send`}
      </Typography.Text>
      {state.signedOut && <Alert type="warning" showIcon message="Your session has ended: sign in again to send what is waiting." />}
      {actions.length > 0 && (
        <List
          size="small"
          dataSource={actions}
          renderItem={(item) => (
            <List.Item data-testid="driver-outbox-item">
              {describe(item)}
              {item.lastError && <Typography.Text type="secondary"> · {item.lastError}</Typography.Text>}
            </List.Item>
          )}
        />
      )}
      {state.problems.map((p) => <Alert key={p.key} type="error" showIcon message={`${p.what} was refused: ${p.error}`} data-testid="driver-outbox-problem" />)}
    </div>
  );
}
