import { Col, Form, Input, Row, Select } from 'antd';
import type { StopDraft } from '../consignmentDraft';
import type { StopErrors, StopTextField } from '../saveErrors';
import { stopErrorLines } from './stopErrorLines';

interface Props {
  stop: StopDraft;
  set: (patch: Partial<StopDraft>) => void;
  types: readonly { id: number; name: string }[];
  /** This stop's messages from the last save, shown under their fields. */
  errors: StopErrors;
  readOnly: boolean;
}

/** A stop's type and address fields; a changed address forgets the coordinates it was located at. */
export function StopAddressFields({ stop, set, types, errors, readOnly }: Props) {
  const text = (field: StopTextField, label: string, upper = false) => (
    <Col xs={24} md={8}>
      <Form.Item label={label} htmlFor={`stop-${field}`} validateStatus={errors[field] ? 'error' : undefined} help={stopErrorLines(errors[field])}>
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
  );
}
