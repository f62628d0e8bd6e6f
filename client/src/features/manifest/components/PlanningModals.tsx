import type { ManifestActions } from '../hooks/useManifestActions';
import type { ManifestDialogs } from '../hooks/useManifestDialogs';
import type { ManifestStop } from '../manifestScreenRules';
import { AddStopsModal } from './AddStopsModal';
import { OptimiseOrderModal } from './OptimiseOrderModal';

interface Props {
  manifestId: number;
  stops: ManifestStop[];
  consignmentNumbers: ReadonlyMap<number, string>;
  dialogs: Pick<ManifestDialogs, 'adding' | 'setAdding' | 'optimising' | 'setOptimising'>;
  actions: Pick<ManifestActions, 'save' | 'saving'>;
  /** Puts the chosen free stops at the end of the manifest (saved with it). */
  onAdd: (stops: ManifestStop[]) => void;
}

/** The dialogs that change the stops: adding free stops, and the proposed optimised order. */
export function PlanningModals({ manifestId, stops, consignmentNumbers, dialogs, actions, onAdd }: Props) {
  return (
    <>
      {dialogs.adding && (
        <AddStopsModal
          onManifest={stops.map((s) => s.id)}
          onClose={() => dialogs.setAdding(false)}
          onAdd={(more) => {
            onAdd(more);
            dialogs.setAdding(false);
          }}
        />
      )}
      {dialogs.optimising && (
        <OptimiseOrderModal
          manifestId={manifestId}
          stops={stops}
          consignmentNumbers={consignmentNumbers}
          saving={actions.saving}
          onClose={() => dialogs.setOptimising(false)}
          // A refused save (608) closes the proposal so the screen's own failure and Reload show.
          onAccept={(order, version) => void actions.save({ order, version }).then(() => dialogs.setOptimising(false))}
        />
      )}
    </>
  );
}
