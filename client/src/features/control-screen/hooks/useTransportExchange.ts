import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { exchangeOptionsOf, type ExchangeOptions, type ManifestRow } from '../manifestRules';
import {
  RebookWithTransportExchangeMutation,
  RemoveFromTransportExchangeMutation,
  SendToTransportExchangeMutation,
} from '../manifests.operations';

/**
 * The transport exchange modal's state: the options being edited, and send, rebook (with the options) and remove,
 * each of which hands `onDone` what it did or keeps the server's refusal as `problem`.
 */
export function useTransportExchange(m: ManifestRow, onDone: (message: string) => void) {
  const [options, setOptions] = useState<ExchangeOptions>(() => exchangeOptionsOf(m));
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutation(SendToTransportExchangeMutation);
  const [rebook, rebooking] = useMutation(RebookWithTransportExchangeMutation);
  const [remove, removing] = useMutation(RemoveFromTransportExchangeMutation);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      onDone(done);
    } catch (error) {
      setProblem(readErrorInfo(error).message ?? 'An error has occurred.');
    }
  };
  const vars = { id: m.id, version: m.version, ...options };

  return {
    options,
    setOptions,
    problem,
    busy: sending.loading || rebooking.loading || removing.loading,
    sending: sending.loading,
    rebooking: rebooking.loading,
    removing: removing.loading,
    send: () => void run(() => send({ variables: vars }), `Manifest ${m.manifestNumber} sent to the transport exchange`),
    rebook: () => void run(() => rebook({ variables: vars }), `Manifest ${m.manifestNumber} rebooked with the transport exchange`),
    remove: () => void run(() => remove({ variables: { id: m.id, version: m.version } }), `Manifest ${m.manifestNumber} removed from the transport exchange`),
  };
}
