import { MANIFEST_MESSAGES } from '@domain/manifest';
import { Alert, Button } from 'antd';

interface Props {
  /** Why the last action failed, or null. */
  failure: string | null;
  onCloseFailure: () => void;
  /** Drops the unsaved edits and takes the latest version (offered when the save was stale). */
  onReload: () => void;
  /** Why the last reorder was refused, or null. */
  refusal: string | null;
  onCloseRefusal: () => void;
}

/** The manifest screen's messages: the last action's failure (with Reload for a stale save) and a refused stop order. */
export function ManifestAlerts({ failure, onCloseFailure, onReload, refusal, onCloseRefusal }: Props) {
  return (
    <>
      {failure && (
        <Alert
          type="error"
          closable
          onClose={onCloseFailure}
          title={<span data-testid="manifest-failure">{failure}</span>}
          action={failure === MANIFEST_MESSAGES.stale && <Button size="small" onClick={onReload} data-testid="manifest-reload">Reload</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      {refusal && (
        <Alert type="warning" closable onClose={onCloseRefusal} title={<span data-testid="manifest-order-refused">{refusal}</span>} style={{ marginBottom: 12 }} />
      )}
    </>
  );
}
