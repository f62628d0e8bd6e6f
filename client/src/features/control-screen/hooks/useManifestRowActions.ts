import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { SendManifestMutation } from '../manifests.operations';
import type { ManifestRow } from '../manifestRules';

/**
 * The actions on a row of the Manifests tab (behaviour.md "Control screen / Manifests tab"): Send at once, and the
 * manifest whose supplier or transport exchange modal is open. Each one done refreshes the list.
 */
export function useManifestRowActions(refresh: () => void) {
  const { message } = App.useApp();
  const [send] = useMutation(SendManifestMutation);
  const [assigning, setAssigning] = useState<ManifestRow | null>(null);
  const [exchanging, setExchanging] = useState<ManifestRow | null>(null);

  const sendRow = async (m: ManifestRow) => {
    try {
      await send({ variables: { id: m.id, version: m.version } });
      void message.success(`Manifest ${m.manifestNumber} sent`);
      refresh();
    } catch (e) {
      void message.error(readErrorInfo(e).message ?? 'An error has occurred.');
    }
  };

  return {
    sendRow,
    assigning,
    assign: setAssigning,
    closeAssign: () => setAssigning(null),
    assigned: () => {
      setAssigning(null);
      refresh();
    },
    exchanging,
    exchange: setExchanging,
    closeExchange: () => setExchanging(null),
    /** The exchange modal's work is done: it closes and says what was done. */
    exchanged: (done: string) => {
      setExchanging(null);
      void message.success(done);
      refresh();
    },
  };
}
