import { Badge, Button, Space, Tooltip } from 'antd';
import type { OpenModal } from './ManifestModals';

interface Props {
  posted: boolean;
  readOnly: boolean;
  /** Why the manifest may not go to the transport exchange (completed or invoiced), or null. */
  exchangeBlocked: string | null;
  waitingEmails: number;
  open: (modal: NonNullable<OpenModal>) => void;
  onRemoveFromExchange: () => void;
  onDelete: () => void;
}

/** The manifest's second row of actions (behaviour.md "Manifests / Manifest screen"): transport exchange, report, e-mails, logs and delete. */
export function ManifestToolbar({ posted, readOnly, exchangeBlocked, waitingEmails, open, onRemoveFromExchange, onDelete }: Props) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {posted ? (
        <>
          <Button onClick={() => open({ kind: 'exchange', mode: 'rebook' })} disabled={readOnly} data-testid="exchange-rebook">
            Rebook with exchange
          </Button>
          <Button onClick={onRemoveFromExchange} disabled={readOnly} data-testid="exchange-remove">
            Remove from exchange
          </Button>
        </>
      ) : (
        <Tooltip title={exchangeBlocked}>
          <Button onClick={() => open({ kind: 'exchange', mode: 'send' })} disabled={readOnly || exchangeBlocked !== null} data-testid="exchange-send">
            Send to exchange
          </Button>
        </Tooltip>
      )}
      <Button onClick={() => open({ kind: 'report' })} data-testid="manifest-report">
        Report
      </Button>
      <Badge count={waitingEmails} size="small">
        <Button onClick={() => open({ kind: 'confirmations' })} data-testid="manifest-confirmations">
          Completion e-mails
        </Button>
      </Badge>
      <Button onClick={() => open({ kind: 'changeLog' })} data-testid="manifest-change-log">
        Change log
      </Button>
      <Button onClick={() => open({ kind: 'exchangeLog' })} data-testid="manifest-exchange-log">
        Exchange log
      </Button>
      <Button danger onClick={onDelete} disabled={readOnly} data-testid="manifest-delete">
        Delete
      </Button>
    </Space>
  );
}
