import { useQuery } from '@apollo/client/react';
import { isConsignmentReadOnly } from '@domain/consignment-lifecycle';
import { Alert, Card, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { hrefOf } from '../../app/router/routes';
import type { SessionUser } from '../../app/session/SessionContext';
import { statusOf } from '../control-screen/consignmentRules';
import { ConsignmentActions } from './components/ConsignmentActions';
import { ConsignmentStages, type Stage } from './components/ConsignmentStages';
import { PricePanel } from './components/PricePanel';
import { SaveButtons } from './components/SaveButtons';
import { BookingLookupsQuery } from './consignment.operations';
import { emptyDraft, type BookingCustomer, type LoadedConsignment } from './consignmentDraft';
import { useConsignmentDraft } from './hooks/useConsignmentDraft';
import { usePricePreview } from './hooks/usePricePreview';
import { useSaveConsignment } from './hooks/useSaveConsignment';
import { useUnsavedPrompt } from './hooks/useUnsavedPrompt';
import { GENERIC_ERROR, groupFieldErrors, standingErrors } from './saveErrors';

const EMPTY = emptyDraft(null);
const NO_CHARGES: never[] = [];

/** The Consignment screen (behaviour.md "Booking / Consignment screen"; "Sign-in and sessions / Sessions and the inactivity clock"; "Booking / Consignment details"): details -> addresses -> address, saving as quote or consignment. */
export function ConsignmentScreen({ id, user }: { id?: string; user: SessionUser }) {
  const office = user.role === 'OFFICE';
  const numericId = id === undefined ? null : Number(id);
  const { loaded, isCopy, draft, setDraft, dirty, reset, loading, error, refetch } = useConsignmentDraft(numericId, user);
  const lookups = useQuery(BookingLookupsQuery);
  // Held above the loading guard: a refetch shows the spinner, and the open stage outlives it.
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
  // Each message next to its field, until that field changes (issue 19 item 5).
  const errors = groupFieldErrors(rejected ? standingErrors(rejected.fields, rejected.draft, draft) : []);
  const isQuote = loaded ? loaded.isQuote : true;

  return (
    <Card
      data-testid="consignment-screen"
      title={<ConsignmentTitle loaded={loaded} isCopy={isCopy} readOnly={readOnly} />}
      extra={loaded && <ConsignmentActions consignment={loaded} office={office} readOnly={readOnly} onLeave={release} onChanged={refetch} />}
    >
      {office && <CustomerWarnings customer={draft.customer} />}
      {failure && <Alert type="error" title={<span data-testid="save-failure">{failure}</span>} style={{ marginBottom: 8 }} />}
      <PricePanel consignment={loaded} preview={preview} dirty={dirty} office={office} />
      <div style={{ marginTop: 16 }}>
        <ConsignmentStages
          stage={stage}
          onStage={setStage}
          draft={draft}
          set={(patch) => setDraft({ ...draft, ...patch })}
          loaded={loaded}
          office={office}
          readOnly={readOnly}
          isQuote={isQuote}
          lookups={lookups.data}
          errors={errors}
        />
      </div>
      {!readOnly && <SaveButtons errors={errors} isQuote={isQuote} saving={saving} onSave={(asConsignment) => void save(draft, asConsignment)} />}
    </Card>
  );
}

/** The screen's title: the consignment's reference (or new, or a copy), its status and whether it is read only. */
function ConsignmentTitle({ loaded, isCopy, readOnly }: { loaded: LoadedConsignment | null; isCopy: boolean; readOnly: boolean }) {
  return (
    <Space>
      <span data-testid="consignment-title">{loaded ? `Consignment ${loaded.consignmentReference}` : isCopy ? 'New consignment (copy)' : 'New consignment'}</span>
      {loaded && <Tag data-testid="consignment-status">{statusOf(loaded)}</Tag>}
      {readOnly && <Tag color="orange" data-testid="read-only">Read only</Tag>}
    </Space>
  );
}

/** What the office should know about the customer before booking: inactive, or over its credit limit. */
function CustomerWarnings({ customer }: { customer: BookingCustomer | null }) {
  return (
    <>
      {customer?.isDeactivated && <Alert type="warning" showIcon title="This customer is inactive" data-testid="warning-inactive" style={{ marginBottom: 8 }} />}
      {customer?.isOverCreditLimit && <Alert type="warning" showIcon title="This customer is over its credit limit" data-testid="warning-credit" style={{ marginBottom: 8 }} />}
    </>
  );
}
