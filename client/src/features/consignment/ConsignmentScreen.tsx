import { useQuery } from '@apollo/client/react';
import { isConsignmentReadOnly } from '@domain/consignment-lifecycle';
import { Alert, Button, Card, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { hrefOf } from '../../app/router/routes';
import type { SessionUser } from '../../app/session/SessionContext';
import { statusOf } from '../control-screen/consignmentRules';
import { AddressesStage } from './components/AddressesStage';
import { AddressStage } from './components/AddressStage';
import { ConsignmentActions } from './components/ConsignmentActions';
import { DetailsStage } from './components/DetailsStage';
import { FrequentSettings } from './components/FrequentSettings';
import { ProofButtons } from './components/ProofModals';
import { PricePanel } from './components/PricePanel';
import { BookingLookupsQuery } from './consignment.operations';
import { emptyDraft, type ConsignmentDraft, type LoadedConsignment, type StopDraft } from './consignmentDraft';
import { useConsignmentDraft } from './hooks/useConsignmentDraft';
import { usePricePreview } from './hooks/usePricePreview';
import { useSaveConsignment } from './hooks/useSaveConsignment';
import { useUnsavedPrompt } from './hooks/useUnsavedPrompt';
import { SaveErrorSummary } from './components/SaveErrorSummary';
import { GENERIC_ERROR, groupFieldErrors, standingErrors } from './saveErrors';

const EMPTY = emptyDraft(null);
const NO_CHARGES: never[] = [];

type Stage = { name: 'details' } | { name: 'addresses' } | { name: 'address'; index: number };

/** The Consignment screen (behaviour.md "Booking / Consignment screen"; "Sign-in and sessions / Sessions and the inactivity clock"; "Booking / Consignment details"): details -> addresses -> address, saving as quote or consignment. */
export function ConsignmentScreen({ id, user }: { id?: string; user: SessionUser }) {
  const office = user.role === 'OFFICE';
  const numericId = id === undefined ? null : Number(id);
  const { loaded, isCopy, draft, setDraft, dirty, reset, loading, error, refetch } = useConsignmentDraft(numericId, user);
  const lookups = useQuery(BookingLookupsQuery);
  const [stage, setStage] = useState<Stage>({ name: 'details' });
  const release = useUnsavedPrompt(dirty);
  const onSaved = (saved: LoadedConsignment) => {
    release();
    if (numericId === null) window.location.hash = hrefOf({ name: 'consignment', id: String(saved.id) });
    else reset(saved);
  };
  const { save, saving, rejected, failure } = useSaveConsignment({ loaded, office, onSaved });
  const preview = usePricePreview(draft ?? EMPTY, loaded, office, lookups.data?.additionalCharges ?? NO_CHARGES);

  if (error) return <Alert type="error" title={GENERIC_ERROR} data-testid="consignment-load-error" />;
  if (loading || !draft) return <Spin data-testid="consignment-loading" />;

  const readOnly = loaded !== null && isConsignmentReadOnly(loaded, { isCustomerUser: !office });
  const set = (patch: Partial<ConsignmentDraft>) => setDraft({ ...draft, ...patch });
  const setStops = (stops: StopDraft[]) => set({ stops });
  // Each message next to its field, until that field changes (issue 19 item 5).
  const errors = groupFieldErrors(rejected ? standingErrors(rejected.fields, rejected.draft, draft) : []);
  const detailsHaveErrors = Object.keys(errors.details).length > 0;
  const addressesHaveErrors = errors.list.length > 0 || errors.stops.size > 0;
  const types = lookups.data?.consignmentAddressTypes ?? [];
  const collectionId = types.find((t) => t.name === 'Collection')?.id;
  const collectionDescriptions = draft.stops
    .filter((s) => s.typeId === collectionId)
    .flatMap((s) => s.loadDetails.map((d) => d.description))
    .filter(Boolean);
  const isQuote = loaded ? loaded.isQuote : true;

  return (
    <Card
      data-testid="consignment-screen"
      title={
        <Space>
          <span data-testid="consignment-title">{loaded ? `Consignment ${loaded.consignmentReference}` : isCopy ? 'New consignment (copy)' : 'New consignment'}</span>
          {loaded && <Tag data-testid="consignment-status">{statusOf(loaded)}</Tag>}
          {readOnly && <Tag color="orange" data-testid="read-only">Read only</Tag>}
        </Space>
      }
      extra={loaded && <ConsignmentActions consignment={loaded} office={office} readOnly={readOnly} onLeave={release} onChanged={refetch} />}
    >
      {office && draft.customer?.isDeactivated && <Alert type="warning" showIcon title="This customer is inactive" data-testid="warning-inactive" style={{ marginBottom: 8 }} />}
      {office && draft.customer?.isOverCreditLimit && <Alert type="warning" showIcon title="This customer is over its credit limit" data-testid="warning-credit" style={{ marginBottom: 8 }} />}
      {failure && <Alert type="error" title={<span data-testid="save-failure">{failure}</span>} style={{ marginBottom: 8 }} />}
      <PricePanel consignment={loaded} preview={preview} dirty={dirty} office={office} />
      <div style={{ marginTop: 16 }}>
        {stage.name === 'details' && (
          <>
            <DetailsStage draft={draft} set={set} office={office} readOnly={readOnly} vehicleTypes={lookups.data?.vehicleTypes ?? []} errors={errors.details} />
            {/* A frequent consignment is a quote used as a template: saving as a consignment clears the flag (behaviour.md "Booking / Consignment lifecycle"). */}
            {isQuote && (
              <FrequentSettings
                isFrequent={draft.isFrequent}
                frequency={draft.frequency}
                isNew={loaded === null || !loaded.isFrequentConsignment}
                readOnly={readOnly}
                weekDays={lookups.data?.weekDays ?? []}
                frequencies={lookups.data?.consignmentFrequencies ?? []}
                onChange={set}
              />
            )}
            {Object.entries(errors.details)
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
              onClick={() => setStage({ name: 'addresses' })}
              data-testid="to-addresses"
              data-has-errors={addressesHaveErrors}
            >
              Addresses ({draft.stops.length})
            </Button>
          </>
        )}
        {stage.name === 'addresses' && (
          <AddressesStage
            stops={draft.stops}
            setStops={setStops}
            types={types}
            readOnly={readOnly}
            listErrors={errors.list}
            stopErrors={errors.stops}
            detailsHaveErrors={detailsHaveErrors}
            onEdit={(index) => setStage({ name: 'address', index })}
            onBack={() => setStage({ name: 'details' })}
            extra={(s, i) => {
              const saved = loaded?.consignmentAddresses.find((a) => a.id === s.id);
              return saved ? <ProofButtons proofs={saved} index={i} /> : null;
            }}
          />
        )}
        {stage.name === 'address' && draft.stops[stage.index] && (
          <AddressStage
            customerId={draft.customer?.id ?? null}
            index={stage.index}
            stop={draft.stops[stage.index]}
            setStop={(stop) => setStops(draft.stops.map((s, i) => (i === stage.index ? stop : s)))}
            types={types}
            charges={(lookups.data?.additionalCharges ?? []).map((c) => ({ ...c, price: c.price ?? 0 }))}
            collectionDescriptions={collectionDescriptions}
            errors={errors.stops.get(stage.index) ?? {}}
            readOnly={readOnly}
            onDone={() => setStage({ name: 'addresses' })}
          />
        )}
      </div>
      {!readOnly && (
        <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
          <SaveErrorSummary errors={errors} />
          {isQuote && (
            <Button loading={saving} onClick={() => void save(draft, false)} data-testid="save-quote">
              Save as quote
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save(draft, true)} data-testid="save-consignment">
            {isQuote ? 'Save as consignment' : 'Save'}
          </Button>
        </Space>
      )}
    </Card>
  );
}
