import { Col, Form } from 'antd';

interface Props {
  /** The draft field (or the save's name for it): the control's id is consignment-<field>, each message error-<field>. */
  field: string;
  label: string;
  /** Each field's messages from the last save. */
  errors: Record<string, string[]>;
  children: React.ReactNode;
}

/** One labelled field of the details stage in its half-width column, with its messages from the last save under it. */
export function DetailsField({ field, label, errors, children }: Props) {
  return (
    <Col xs={24} md={12}>
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
        {children}
      </Form.Item>
    </Col>
  );
}
