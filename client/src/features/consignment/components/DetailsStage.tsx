import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { ConsignmentDraft } from '../consignmentDraft';
import { BookingOptions } from './BookingOptions';
import { CustomerPicker } from './CustomerPicker';
import { DetailsField } from './DetailsField';

interface Props {
  draft: ConsignmentDraft;
  set: (patch: Partial<ConsignmentDraft>) => void;
  office: boolean;
  readOnly: boolean;
  vehicleTypes: readonly { id: number; name: string }[];
  /** Each field's messages from the last save, shown under it one by one. */
  errors: Record<string, string[]>;
}

/** The details stage (behaviour.md "Booking / Consignment details" Consignment): who books, which vehicle, references and options. */
export function DetailsStage({ draft, set, office, readOnly, vehicleTypes, errors }: Props) {
  const text = (field: keyof ConsignmentDraft, label: string, upper = false) => (
    <DetailsField field={field} label={label} errors={errors}>
      <Input
        id={`consignment-${field}`}
        value={draft[field] as string}
        disabled={readOnly}
        data-testid={`field-${field}`}
        onChange={(e) => set({ [field]: upper ? e.target.value.toUpperCase() : e.target.value })}
      />
    </DetailsField>
  );

  return (
    <Form layout="vertical" data-testid="stage-details" onSubmitCapture={(e) => e.preventDefault()}>
      <Row gutter={12}>
        {office && (
          <DetailsField field="customer" label="Customer" errors={errors}>
            <CustomerPicker value={draft.customer} onChange={(customer) => set({ customer })} disabled={readOnly} />
          </DetailsField>
        )}
        {text('contactName', 'Contact name')}
        <Col xs={24} md={12}>
          <Checkbox checked={draft.saveContact} disabled={readOnly} data-testid="field-saveContact" onChange={(e) => set({ saveContact: e.target.checked })}>
            Save as a new contact
          </Checkbox>
        </Col>
        {text('contactEmailAddress', 'Contact e-mail')}
        {text('contactPhoneNumber', 'Contact phone')}
        <DetailsField field="notifyRecipients" label="Notify the recipient" errors={errors}>
          <NotifyRecipientsSelect value={draft.notifyRecipients} disabled={readOnly} onChange={(notifyRecipients) => set({ notifyRecipients })} />
        </DetailsField>
        <DetailsField field="vehicleType" label="Vehicle type" errors={errors}>
          <Select
            id="consignment-vehicleType"
            value={draft.vehicleTypeId ?? undefined}
            disabled={readOnly}
            data-testid="field-vehicleType"
            onChange={(v: number) => set({ vehicleTypeId: v })}
            options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
          />
        </DetailsField>
        {text('poNumber', 'PO number', true)}
        {draft.customer?.showCostCode && text('costCode', 'Cost code', true)}
        {text('customerReference', 'Customer reference')}
        {text('notesForSupplier', 'Notes for supplier')}
        {office && text('notesForOffice', 'Notes for office')}
      </Row>
      <BookingOptions draft={draft} set={set} readOnly={readOnly} />
    </Form>
  );
}

interface NotifyProps {
  /** True or false overrides the customer's setting for this booking; null follows it. */
  value: boolean | null;
  disabled: boolean;
  onChange: (value: boolean | null) => void;
}

/** Whether the recipient hears of this booking: as the customer's settings say, or yes or no for this booking only. */
function NotifyRecipientsSelect({ value, disabled, onChange }: NotifyProps) {
  return (
    <Select
      id="consignment-notifyRecipients"
      value={value === null ? 'customer' : String(value)}
      disabled={disabled}
      data-testid="field-notifyRecipients"
      onChange={(v: string) => onChange(v === 'customer' ? null : v === 'true')}
      options={[
        { value: 'customer', label: "As the customer's settings say" },
        { value: 'true', label: 'Yes, for this booking' },
        { value: 'false', label: 'No, not for this booking' },
      ]}
    />
  );
}
