import { Button } from 'antd';
import type { BookingLookupsQuery } from '../../../gql/graphql';
import type { ConsignmentDraft, LoadedConsignment } from '../consignmentDraft';
import { DetailsStage } from './DetailsStage';
import { FrequentSettings } from './FrequentSettings';

interface Props {
  draft: ConsignmentDraft;
  set: (patch: Partial<ConsignmentDraft>) => void;
  loaded: LoadedConsignment | null;
  office: boolean;
  readOnly: boolean;
  isQuote: boolean;
  lookups: BookingLookupsQuery | undefined;
  /** The details' messages from the last save, by field. */
  errors: Record<string, string[]>;
  /** The addresses have messages: the button on to them is marked. */
  addressesHaveErrors: boolean;
  onNext: () => void;
}

/** The details stage as the screen shows it: the details form, the frequent consignment switch and its messages, and the way on to the addresses. */
export function DetailsStep({ draft, set, loaded, office, readOnly, isQuote, lookups, errors, addressesHaveErrors, onNext }: Props) {
  return (
    <>
      <DetailsStage draft={draft} set={set} office={office} readOnly={readOnly} vehicleTypes={lookups?.vehicleTypes ?? []} errors={errors} />
      {/* A frequent consignment is a quote used as a template: saving as a consignment clears the flag (behaviour.md "Booking / Consignment lifecycle"). */}
      {isQuote && (
        <FrequentSettings
          isFrequent={draft.isFrequent}
          frequency={draft.frequency}
          isNew={loaded === null || !loaded.isFrequentConsignment}
          readOnly={readOnly}
          weekDays={lookups?.weekDays ?? []}
          frequencies={lookups?.consignmentFrequencies ?? []}
          onChange={set}
        />
      )}
      {Object.entries(errors)
        .filter(([field]) => field.startsWith('consignmentFrequencySettings'))
        .flatMap(([field, messages]) => messages.map((message) => (
          <div key={`${field}:${message}`} style={{ color: '#cf1322' }} data-testid="frequent-save-error">
            {message}
          </div>
        )))}
      <br />
      <Button
        type="primary"
        danger={addressesHaveErrors}
        style={{ marginTop: 12 }}
        onClick={onNext}
        data-testid="to-addresses"
        data-has-errors={addressesHaveErrors}
      >
        Addresses ({draft.stops.length})
      </Button>
    </>
  );
}
