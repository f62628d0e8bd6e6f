import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { hrefOf } from '../../../app/router/routes';
import { useConfirm } from '../../consignment/hooks/useConfirm';
import { DeleteManifestMutation, RemoveFromExchangeMutation, SendManifestScreenMutation, UpdateManifestMutation } from '../manifest.operations';
import { deleteFailure, manifestFailure, type ManifestScreenData } from '../manifestScreenRules';
import type { ManifestDraft } from './useManifestScreen';

interface Args {
  manifest: ManifestScreenData | null;
  draft: ManifestDraft;
  order: number[];
  vehicleTypeId: number | null;
  /** Called after a save or delete: the unsaved-changes prompt lets go. */
  release: () => void;
  discard: () => void;
  refetch: () => void;
}

/** What the manifest screen can do, as useManifestActions returns it. */
export type ManifestActions = ReturnType<typeof useManifestActions>;

/**
 * The manifest screen's actions (behaviour.md "Manifests / Manifest screen"; "Manifests / Transport exchange"; "Manifests / Saving a manifest"): save (stop order as ManifestOrder 10, 20, ...
 * and vehicle type), send to the supplier, remove from the transport exchange and delete, each followed
 * by a reload; failures read as behaviour.md "Manifests / Saving a manifest" says.
 */
export function useManifestActions({ manifest: m, draft, order, vehicleTypeId, release, discard, refetch }: Args) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { failure, setFailure, run } = useActionRunner(refetch);
  const [update, saving] = useMutation(UpdateManifestMutation);
  const [send, sending] = useMutation(SendManifestScreenMutation);
  const [remove, removing] = useMutation(RemoveFromExchangeMutation);
  const [del, deleting] = useMutation(DeleteManifestMutation);

  /** Saves the edited order, or a proposed one (Optimise order) with the version it was proposed from. */
  const save = async (proposed?: { order: number[]; version: number }) => {
    if (!m || vehicleTypeId === null) return false;
    const input = { version: proposed?.version ?? draft.baseVersion ?? m.version, vehicleTypeId, consignmentAddressIds: proposed?.order ?? order };
    const saved = await run(() => update({ variables: { id: m.id, input } }), 'Manifest saved');
    if (saved) {
      release();
      discard();
    }
    return saved;
  };
  const sendToSupplier = () => m && run(() => send({ variables: { id: m.id, version: m.version } }), `Manifest ${m.manifestNumber} sent`);
  const removeFromExchange = async () => {
    if (!m || !(await confirm('confirm-exchange-remove', 'Remove from the transport exchange', `Remove manifest ${m.manifestNumber} from the transport exchange?`))) return;
    await run(() => remove({ variables: { id: m.id, version: m.version } }), 'Removed from the transport exchange');
  };
  const deleteManifest = async () => {
    if (!m || !(await confirm('confirm-manifest-delete', 'Delete manifest', `Delete manifest ${m.manifestNumber}? Its ${m.consignmentAddresses.length} stops (${m.consignments.length} ${m.consignments.length === 1 ? 'consignment' : 'consignments'}) go back to the unplanned list.`, 'Delete'))) return;
    setFailure(null);
    try {
      await del({ variables: { id: m.id } });
      release();
      void message.success({ content: `Manifest ${m.manifestNumber} deleted`, duration: 2 });
      window.location.hash = hrefOf({ name: 'control_screen' });
    } catch (e) {
      setFailure(deleteFailure(e));
    }
  };
  // behaviour.md "Shared conventions / Stale writes": a stale save asks for a reload; this one drops the unsaved order and takes the latest version.
  const reload = () => {
    discard();
    setFailure(null);
    refetch();
  };
  return {
    failure,
    clearFailure: () => setFailure(null),
    busy: saving.loading || sending.loading || removing.loading || deleting.loading,
    saving: saving.loading,
    save,
    sendToSupplier,
    removeFromExchange,
    deleteManifest,
    reload,
  };
}

/** Runs one action: forgets the last failure, then says it worked and reloads, or keeps why it failed. */
function useActionRunner(refetch: () => void) {
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string, onError = manifestFailure) => {
    setFailure(null);
    try {
      await action();
      void message.success({ content: done, duration: 2 });
      refetch();
      return true;
    } catch (e) {
      setFailure(onError(e));
      return false;
    }
  };
  return { failure, setFailure, run };
}
