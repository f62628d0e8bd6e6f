import { useApolloClient } from '@apollo/client/react';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Autocomplete } from '../../../components/Autocomplete';
import { SearchCustomersQuery } from '../consignment.operations';
import type { BookingCustomer, ConsignmentDraft } from '../consignmentDraft';

interface Props {
  draft: ConsignmentDraft;
  set: (patch: Partial<ConsignmentDraft>) => void;
  office: boolean;
  readOnly: boolean;
  vehicleTypes: readonly { id: number; name: string }[];
  /** Each field's messages from the last save, shown under it one by one. */
  errors: Record<string, string[]>;
}

const labelOf = (c: BookingCustomer) => c.name;
const keyOf = (c: BookingCustomer) => c.id;

/** The details stage (behaviour.md "Booking / Consignment details" Consignment): who books, which vehicle, references and options. */
export function DetailsStage({ draft, set, office, readOnly, vehicleTypes, errors }: Props) {
  const client = useApolloClient();
  const searchCustomers = async (text: string) =>
    (await client.query({ query: SearchCustomersQuery, variables: { customerName: text }, fetchPolicy: 'network-only' })).data
      ?.searchCustomers ?? [];
  const item = (field: string, label: string, node: React.ReactNode, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item
        label={label}
        htmlFor={`consignment-${field}`}
        validateStatus={errors[field] ? 'error' : undefined}
        help={errors[field]?.map((m) => (
          <div key={m} data-testid={`error-${field}`}>
            {m}
          </div>
        ))}
      >
        {node}
      </Form.Item>
    </Col>
  );
  const text = (field: keyof ConsignmentDraft, label: string, upper = false) =>
    item(
      field,
      label,
      <Input
        id={`consignment-${field}`}
        value={draft[field] as string}
        disabled={readOnly}
        data-testid={`field-${field}`}
        onChange={(e) => set({ [field]: upper ? e.target.value.toUpperCase() : e.target.value })}
      />,
    );

  return (
    <Form layout="vertical" data-testid="stage-details" onSubmitCapture={(e) => e.preventDefault()}>
      <Row gutter={12}>
        {office &&
          item(
            'customer',
            'Customer',
            <Autocomplete<BookingCustomer>
              search={searchCustomers}
              labelOf={labelOf}
              keyOf={keyOf}
              value={draft.customer}
              onChange={(customer) => set({ customer })}
              testId="field-customer"
              id="consignment-customer"
              disabled={readOnly}
            />,
          )}
        {text('contactName', 'Contact name')}
        <Col xs={24} md={12}>
          <Checkbox checked={draft.saveContact} disabled={readOnly} data-testid="field-saveContact" onChange={(e) => set({ saveContact: e.target.checked })}>
            Save as a new contact
          </Checkbox>
        </Col>
        {text('contactEmailAddress', 'Contact e-mail')}
        {text('contactPhoneNumber', 'Contact phone')}
        {item(
          'notifyRecipients',
          'Notify the recipient',
          <Select
            id="consignment-notifyRecipients"
            value={draft.notifyRecipients === null ? 'customer' : String(draft.notifyRecipients)}
            disabled={readOnly}
            data-testid="field-notifyRecipients"
            onChange={(v: string) => set({ notifyRecipients: v === 'customer' ? null : v === 'true' })}
            options={[
              { value: 'customer', label: "As the customer's settings say" },
              { value: 'true', label: 'Yes, for this booking' },
              { value: 'false', label: 'No, not for this booking' },
            ]}
          />,
        )}
        {item(
          'vehicleType',
          'Vehicle type',
          <Select
            id="consignment-vehicleType"
            value={draft.vehicleTypeId ?? undefined}
            disabled={readOnly}
            data-testid="field-vehicleType"
            onChange={(v: number) => set({ vehicleTypeId: v })}
            options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
          />,
        )}
        {text('poNumber', 'PO number', true)}
        {draft.customer?.showCostCode && text('costCode', 'Cost code', true)}
        {text('customerReference', 'Customer reference')}
        {text('notesForSupplier', 'Notes for supplier')}
        {office && text('notesForOffice', 'Notes for office')}
      </Row>
      <Checkbox checked={draft.isBackload} disabled={readOnly} data-testid="field-isBackload" onChange={(e) => set({ isBackload: e.target.checked })}>
        Backload
      </Checkbox>
      <Checkbox
        checked={draft.applyPostcodePricingRules}
        disabled={readOnly}
        data-testid="field-applyPostcodePricingRules"
        onChange={(e) => set({ applyPostcodePricingRules: e.target.checked })}
      >
        Apply postcode pricing rules
      </Checkbox>
      <Checkbox checked={draft.calculateTimes} disabled={readOnly} data-testid="field-calculateTimes" onChange={(e) => set({ calculateTimes: e.target.checked })}>
        Calculate times
      </Checkbox>
    </Form>
  );
}
