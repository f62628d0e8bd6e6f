import type { BookingLookupsQuery } from '../../../gql/graphql';
import type { ConsignmentDraft, LoadedConsignment, StopDraft } from '../consignmentDraft';
import type { GroupedErrors } from '../saveErrors';
import { AddressesStage } from './AddressesStage';
import { AddressStage } from './AddressStage';
import { DetailsStep } from './DetailsStep';
import { ProofButtons } from './ProofModals';

/** The stage of the form on screen: the details, the list of addresses, or one address. */
export type Stage = { name: 'details' } | { name: 'addresses' } | { name: 'address'; index: number };

type AddressType = BookingLookupsQuery['consignmentAddressTypes'][number];

interface Props {
  stage: Stage;
  onStage: (stage: Stage) => void;
  draft: ConsignmentDraft;
  set: (patch: Partial<ConsignmentDraft>) => void;
  loaded: LoadedConsignment | null;
  office: boolean;
  readOnly: boolean;
  isQuote: boolean;
  /** The booking lookups (vehicle types, address types, frequencies, charges), undefined while they load. */
  lookups: BookingLookupsQuery | undefined;
  /** The last save's messages that still stand, by stage. */
  errors: GroupedErrors;
}

/** The load descriptions given at the collections, offered at a delivery. */
const collectionDescriptionsOf = (stops: readonly StopDraft[], types: readonly AddressType[]) => {
  const collectionId = types.find((t) => t.name === 'Collection')?.id;
  return stops
    .filter((s) => s.typeId === collectionId)
    .flatMap((s) => s.loadDetails.map((d) => d.description))
    .filter(Boolean);
};

/** The stage on screen (behaviour.md "Booking / Consignment details"): details -> addresses -> address. */
export function ConsignmentStages({ stage, onStage, draft, set, loaded, office, readOnly, isQuote, lookups, errors }: Props) {
  const setStops = (stops: StopDraft[]) => set({ stops });
  const types = lookups?.consignmentAddressTypes ?? [];
  if (stage.name === 'details') {
    return (
      <DetailsStep
        draft={draft}
        set={set}
        loaded={loaded}
        office={office}
        readOnly={readOnly}
        isQuote={isQuote}
        lookups={lookups}
        errors={errors.details}
        addressesHaveErrors={errors.list.length > 0 || errors.stops.size > 0}
        onNext={() => onStage({ name: 'addresses' })}
      />
    );
  }
  if (stage.name === 'addresses') {
    return (
      <AddressesStage
        stops={draft.stops}
        setStops={setStops}
        types={types}
        readOnly={readOnly}
        listErrors={errors.list}
        stopErrors={errors.stops}
        detailsHaveErrors={Object.keys(errors.details).length > 0}
        onEdit={(index) => onStage({ name: 'address', index })}
        onBack={() => onStage({ name: 'details' })}
        extra={(s, i) => {
          const saved = loaded?.consignmentAddresses.find((a) => a.id === s.id);
          return saved ? <ProofButtons proofs={saved} index={i} /> : null;
        }}
      />
    );
  }
  const stop = draft.stops[stage.index];
  if (!stop) return null;
  return (
    <AddressStage
      customerId={draft.customer?.id ?? null}
      index={stage.index}
      stop={stop}
      setStop={(changed) => setStops(draft.stops.map((s, i) => (i === stage.index ? changed : s)))}
      types={types}
      charges={(lookups?.additionalCharges ?? []).map((c) => ({ ...c, price: c.price ?? 0 }))}
      collectionDescriptions={collectionDescriptionsOf(draft.stops, types)}
      errors={errors.stops.get(stage.index) ?? {}}
      readOnly={readOnly}
      onDone={() => onStage({ name: 'addresses' })}
    />
  );
}
