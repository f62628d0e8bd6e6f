import type { ManifestPendingConfirmationsQuery } from '../../../gql/graphql';
import { AssignSupplierModal } from '../../control-screen/components/AssignSupplierModal';
import type { ManifestScreenData, ManifestStop } from '../manifestScreenRules';
import { ConfirmationEmailsModal } from './ConfirmationEmailsModal';
import { ExchangeOptionsModal } from './ExchangeOptionsModal';
import { ExchangeLogModal, ManifestChangeLogModal } from './LogModals';
import { ManifestReportModal } from './ManifestReportModal';
import { ProgressEditorModal } from './ProgressEditorModal';
import { LoadDetailsModal, PhotosModal, SignatureModal } from './ProofModals';
import type { StopView } from './StopList';

/** The modal open on the manifest screen, if any (behaviour.md "Manifests / Manifest screen" lists them). */
export type OpenModal =
  | { kind: 'assign'; supplierId: number | null }
  | { kind: 'exchange'; mode: 'send' | 'rebook' }
  | { kind: 'report' | 'confirmations' | 'changeLog' | 'exchangeLog' }
  | { kind: 'stop'; view: StopView; stop: ManifestStop }
  | null;

interface Props {
  open: OpenModal;
  manifest: ManifestScreenData;
  stops: ManifestStop[];
  waiting: ManifestPendingConfirmationsQuery['pendingConfirmations'];
  onClose: () => void;
  /** Closes the modal, says what happened (if anything) and reloads the manifest. */
  onDone: (text?: string) => void;
  onEmailsChanged: () => void;
}

/** Renders whichever of the manifest screen's modals is open. */
export function ManifestModals({ open, manifest: m, stops, waiting, onClose, onDone, onEmailsChanged }: Props) {
  const describe = (stopId: number) => stops.find((s) => s.id === stopId)?.address.shortAddress ?? '';
  switch (open?.kind) {
    case 'assign':
      return <AssignSupplierModal manifest={m} initialSupplierId={open.supplierId} onClose={onClose} onAssigned={() => onDone('Supplier assigned')} />;
    case 'exchange':
      return <ExchangeOptionsModal manifest={m} mode={open.mode} onClose={onClose} onDone={onDone} />;
    case 'report':
      return <ManifestReportModal manifest={m} onClose={onClose} />;
    case 'confirmations':
      return <ConfirmationEmailsModal manifestId={m.id} pending={waiting} describe={describe} onClose={onClose} onChanged={onEmailsChanged} />;
    case 'changeLog':
      return <ManifestChangeLogModal id={m.id} onClose={onClose} />;
    case 'exchangeLog':
      return <ExchangeLogModal manifest={m} onClose={onClose} />;
    case 'stop':
      return <StopModal manifest={m} view={open.view} stop={open.stop} onClose={onClose} onSaved={() => onDone('Progress saved')} />;
    default:
      return null;
  }
}

interface StopModalProps {
  manifest: ManifestScreenData;
  view: StopView;
  stop: ManifestStop;
  onClose: () => void;
  onSaved: () => void;
}

function StopModal({ manifest, view, stop, onClose, onSaved }: StopModalProps) {
  switch (view) {
    case 'times':
      return <ProgressEditorModal manifest={manifest} stop={stop} onClose={onClose} onSaved={onSaved} />;
    case 'signature':
      return <SignatureModal stop={stop} onClose={onClose} />;
    case 'goods':
    case 'paperwork':
      return <PhotosModal stop={stop} kind={view} onClose={onClose} />;
    case 'load':
      return <LoadDetailsModal stop={stop} onClose={onClose} />;
  }
}
