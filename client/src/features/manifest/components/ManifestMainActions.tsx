import { Button, Space, Tooltip } from 'antd';
import type { ManifestActions } from '../hooks/useManifestActions';
import type { ManifestDialogs } from '../hooks/useManifestDialogs';
import type { ManifestScreenData } from '../manifestScreenRules';

interface Props {
  manifest: ManifestScreenData;
  stopCount: number;
  readOnly: boolean;
  /** The order or vehicle type was changed and not saved. */
  dirty: boolean;
  actions: Pick<ManifestActions, 'save' | 'saving' | 'sendToSupplier' | 'busy'>;
  dialogs: Pick<ManifestDialogs, 'setOptimising' | 'setAdding' | 'setOpen'>;
}

/** The manifest's first row of actions (behaviour.md "Manifests / Manifest screen"): save, optimise order, add stops, assign supplier and send. */
export function ManifestMainActions({ manifest: m, stopCount, readOnly, dirty, actions, dialogs }: Props) {
  return (
    <Space wrap>
      <Button type="primary" disabled={!dirty || readOnly} loading={actions.saving} onClick={() => void actions.save()} data-testid="manifest-save">
        Save
      </Button>
      <Tooltip title={dirty ? 'Save or discard your changes first' : null}>
        <Button onClick={() => dialogs.setOptimising(true)} disabled={readOnly || dirty || stopCount < 3} data-testid="manifest-optimise">
          Optimise order
        </Button>
      </Tooltip>
      <Button onClick={() => dialogs.setAdding(true)} disabled={readOnly} data-testid="manifest-add-stops">
        Add stops
      </Button>
      <Button onClick={() => dialogs.setOpen({ kind: 'assign', supplierId: null })} disabled={readOnly} data-testid="manifest-assign">
        Assign supplier
      </Button>
      <Button onClick={() => void actions.sendToSupplier()} disabled={readOnly || !m.supplier || actions.busy} data-testid="manifest-send">
        Send
      </Button>
    </Space>
  );
}
