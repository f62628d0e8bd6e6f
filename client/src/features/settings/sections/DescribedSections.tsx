import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Form, Input } from 'antd';
import {
  CreateLedgerNumberMutation,
  CreateLicenceCategoryMutation,
  LedgerNumbersQuery,
  LicenceCategoriesQuery,
  UpdateLedgerNumberMutation,
  UpdateLicenceCategoryMutation,
} from '../catalogue.operations';
import { CatalogueSection } from '../components/CatalogueSection';

interface DescribedRow {
  id: number;
  name: string;
  description?: string | null;
  isDeactivated: boolean;
  version: number;
}

interface DescribedValues {
  name: string;
  description?: string;
  isDeactivated: boolean;
}

interface DescribedProps {
  testId: string;
  title: string;
  noun: string;
  rows: DescribedRow[];
  loading: boolean;
  create: (input: DescribedValues) => Promise<unknown>;
  update: (id: number, input: DescribedValues & { version: number }) => Promise<unknown>;
}

/** A list of name + description records (licence categories, ledger numbers). */
function DescribedSection({ testId, title, noun, rows, loading, create, update }: DescribedProps) {
  return (
    <CatalogueSection<DescribedRow, DescribedValues>
      testId={testId}
      title={title}
      noun={noun}
      rows={rows}
      loading={loading}
      columns={[
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { title: 'Description', dataIndex: 'description' },
      ]}
      searchText={(r) => `${r.name} ${r.description ?? ''}`}
      valuesOf={(r) => (r ? { name: r.name, description: r.description ?? '', isDeactivated: r.isDeactivated } : { isDeactivated: false })}
      create={create}
      update={(r, v) => update(r.id, { ...v, version: r.version })}
      fields={
        <>
          <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label="Description" name="description">
            <Input.TextArea rows={2} data-testid="field-description" />
          </Form.Item>
          <Form.Item name="isDeactivated" valuePropName="checked">
            <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
          </Form.Item>
        </>
      }
    />
  );
}

/** Licence categories (behaviour.md "Suppliers / Suppliers screen"), offered on a supplier's licences. */
export function LicenceCategoriesSection() {
  const { data, loading } = useQuery(LicenceCategoriesQuery);
  const opts = { refetchQueries: [LicenceCategoriesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateLicenceCategoryMutation, opts);
  const [update] = useMutation(UpdateLicenceCategoryMutation, opts);
  return (
    <DescribedSection
      testId="licence-categories"
      title="Licence categories"
      noun="Licence category"
      rows={data?.licenceCategories ?? []}
      loading={loading}
      create={(input) => create({ variables: { input } })}
      update={(id, input) => update({ variables: { id, input } })}
    />
  );
}

/** Ledger numbers (behaviour.md "Customers / Customers screen"), offered on a customer's account info. */
export function LedgerNumbersSection() {
  const { data, loading } = useQuery(LedgerNumbersQuery);
  const opts = { refetchQueries: [LedgerNumbersQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateLedgerNumberMutation, opts);
  const [update] = useMutation(UpdateLedgerNumberMutation, opts);
  return (
    <DescribedSection
      testId="ledger-numbers"
      title="Ledger numbers"
      noun="Ledger number"
      rows={data?.ledgerNumbers ?? []}
      loading={loading}
      create={(input) => create({ variables: { input } })}
      update={(id, input) => update({ variables: { id, input } })}
    />
  );
}
