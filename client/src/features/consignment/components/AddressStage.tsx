import { Alert, Button, Col, Divider, Form, Input, Row, Select, Space } from 'antd';
import { withAsap, type StopDraft } from '../consignmentDraft';
import type { StopErrors, StopTextField } from '../saveErrors';
import { maskDate, maskTime } from '../typedInputs';
import { AddressLookup, withAddress } from './AddressLookup';
import { LoadDetailsEditor } from './LoadDetailsEditor';
import { StopChargesEditor, type CatalogueCharge } from './StopChargesEditor';

interface Props {
  customerId: number | null;
  index: number;
  stop: StopDraft;
  setStop: (stop: StopDraft) => void;
  types: readonly { id: number; name: string }[];
  charges: readonly CatalogueCharge[];
  collectionDescriptions: string[];
  /** This stop's messages from the last save, by where they show. */
  errors: StopErrors;
  readOnly: boolean;
  onDone: () => void;
}

/** A stop's messages, one per line, each findable as stop-error. */
const messages = (list: string[] | undefined) =>
  list?.map((m) => (
    <div key={m} data-testid="stop-error">
      {m}
    </div>
  ));

/** The address stage (behaviour.md "Booking / Consignment details"): one stop's address, scheduled date and time, load details and charges. */
export function AddressStage({ customerId, index, stop, setStop, types, charges, collectionDescriptions, errors, readOnly, onDone }: Props) {
  const set = (patch: Partial<StopDraft>) => setStop({ ...stop, ...patch });
  const isDelivery = types.find((t) => t.id === stop.typeId)?.name === 'Delivery';
  const text = (field: StopTextField, label: string, upper = false) => (
    <Col xs={24} md={8}>
      <Form.Item label={label} htmlFor={`stop-${field}`} validateStatus={errors[field] ? 'error' : undefined} help={messages(errors[field])}>
        <Input
          id={`stop-${field}`}
          value={stop[field]}
          disabled={readOnly}
          data-testid={`stop-${field}`}
          // A changed address is no longer where its coordinates point.
          onChange={(e) => set({ [field]: upper ? e.target.value.toUpperCase() : e.target.value, latitude: null, longitude: null })}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Form layout="vertical" data-testid="stage-address" onSubmitCapture={(e) => e.preventDefault()}>
      <h3>Address {index + 1}</h3>
      {errors.general?.map((m) => (
        <Alert key={m} type="error" title={<span data-testid="stop-error">{m}</span>} style={{ marginBottom: 8 }} />
      ))}
      {!readOnly && customerId !== null && (
        <Form.Item label="Find an address" htmlFor="stop-lookup">
          <AddressLookup id="stop-lookup" customerId={customerId} onPick={(a) => setStop(withAddress(stop, a))} />
        </Form.Item>
      )}
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item label="Type" htmlFor="stop-type">
            <Select
              id="stop-type"
              value={stop.typeId ?? undefined}
              disabled={readOnly}
              data-testid="stop-type"
              onChange={(v: number) => set({ typeId: v })}
              options={types.map((t) => ({ value: t.id, label: t.name }))}
            />
          </Form.Item>
        </Col>
        {text('companyName', 'Company')}
        {text('addressLine1', 'Address line 1')}
        {text('addressLine2', 'Address line 2')}
        {text('addressLine3', 'Address line 3')}
        {text('town', 'Town')}
        {text('county', 'County')}
        {text('postcode', 'Postcode', true)}
      </Row>
      <Space align="end" wrap>
        <Form.Item label="Date (DD/MM/YYYY)" htmlFor="stop-date" validateStatus={errors.schedule ? 'error' : undefined}>
          <Input
            id="stop-date"
            value={stop.date}
            placeholder="DD/MM/YYYY"
            disabled={readOnly || stop.locked}
            data-testid="stop-date"
            onChange={(e) => set({ date: maskDate(e.target.value), asap: false })}
          />
        </Form.Item>
        <Form.Item label="Time (HH:mm)" htmlFor="stop-time" validateStatus={errors.schedule ? 'error' : undefined}>
          <Input
            id="stop-time"
            value={stop.time}
            placeholder="HH:mm"
            disabled={readOnly || stop.locked}
            data-testid="stop-time"
            onChange={(e) => set({ time: maskTime(e.target.value), asap: false })}
          />
        </Form.Item>
        {!readOnly && !isDelivery && (
          <Form.Item>
            <Button data-testid="stop-asap" onClick={() => setStop(withAsap(stop, new Date()))}>
              ASAP
            </Button>
          </Form.Item>
        )}
        {!readOnly && stop.locked && (
          <Form.Item>
            <Button data-testid="stop-unlock" onClick={() => set({ locked: false, asap: false })}>
              Unlock time
            </Button>
          </Form.Item>
        )}
      </Space>
      <div style={{ color: '#cf1322' }} data-testid="stop-schedule-errors">
        {messages(errors.schedule)}
      </div>
      <Divider titlePlacement="start">Load details</Divider>
      <div style={{ color: '#cf1322' }} data-testid="stop-load-errors">
        {messages(errors.loadDetails)}
      </div>
      <LoadDetailsEditor
        isDelivery={isDelivery}
        details={stop.loadDetails}
        collectionDescriptions={collectionDescriptions}
        noLoadDetailsGiven={stop.noLoadDetailsGiven}
        readOnly={readOnly}
        onChange={(loadDetails, noLoadDetailsGiven) => set({ loadDetails, noLoadDetailsGiven })}
      />
      <Divider titlePlacement="start">Additional charges</Divider>
      <StopChargesEditor charges={stop.charges} catalogue={charges} readOnly={readOnly} onChange={(c) => set({ charges: c })} />
      <Button type="primary" style={{ marginTop: 16 }} onClick={onDone} data-testid="stop-done">
        Back to addresses
      </Button>
    </Form>
  );
}
