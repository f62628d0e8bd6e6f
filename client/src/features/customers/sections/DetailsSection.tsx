import { useApolloClient } from '@apollo/client/react';
import { Card, Checkbox, Col, Form, Input, Row } from 'antd';
import { Autocomplete } from '../../../components/Autocomplete';
import { required } from '../../suppliers/components/fields';
import { ParentCustomerSearchQuery } from '../customers.operations';
import type { ParentChoice } from '../customerForm';

const labelOf = (c: ParentChoice) => c.name;
const keyOf = (c: ParentChoice) => c.id;

/** The parent customer picker: the shared autocomplete over the customers, without this one. */
function ParentPicker({ value, onChange, customerId }: { value?: ParentChoice | null; onChange?: (v: ParentChoice | null) => void; customerId: number | null }) {
  const client = useApolloClient();
  const search = async (text: string) =>
    ((await client.query({ query: ParentCustomerSearchQuery, variables: { customerName: text }, fetchPolicy: 'network-only' })).data?.searchCustomers ?? [])
      .filter((c) => c.id !== customerId)
      .map((c) => ({ id: c.id, name: c.name }));
  return <Autocomplete<ParentChoice> search={search} labelOf={labelOf} keyOf={keyOf} value={value ?? null} onChange={(v) => onChange?.(v)} placeholder="No parent customer" testId="customer-parent" />;
}

/** Details (behaviour.md "Customers / Saving a customer" Customer): name, parent customer, phone, SLA, cost centre, notes, deactivated. */
export function DetailsSection({ customerId }: { customerId: number | null }) {
  return (
    <Card title="Details" size="small" data-testid="customer-details">
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Name" name="name" rules={required('Name')}>
            <Input data-testid="customer-name" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Parent customer" name="parent">
            <ParentPicker customerId={customerId} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="Phone" name="phoneNumber">
            <Input data-testid="customer-phone" maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="SLA" name="sla">
            <Input maxLength={200} data-testid="customer-sla" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="Cost centre" name="costCentre">
            <Input maxLength={100} data-testid="customer-cost-centre" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label=" " name="isDeactivated" valuePropName="checked">
            <Checkbox data-testid="customer-deactivated">Deactivated</Checkbox>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Notes" name="notes">
            <Input.TextArea rows={2} maxLength={4000} data-testid="customer-notes" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
