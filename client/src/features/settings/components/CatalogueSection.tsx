import { EditOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { EditModal } from './EditModal';
import { SettingsTable } from './SettingsTable';

/** A row of a settings list that can be edited and deactivated. */
export interface CatalogueRow {
  id: number;
  version: number;
  isDeactivated: boolean;
}

interface CatalogueSectionProps<T extends CatalogueRow, V extends object> {
  testId: string;
  title: string;
  /** What one record is called in notices, e.g. 'VAT code'. */
  noun: string;
  rows: T[];
  loading: boolean;
  columns: TableColumnsType<T>;
  searchText: (row: T) => string;
  /** Form values for a row, or the defaults of a new one. */
  valuesOf: (row: T | null) => Partial<V>;
  fields: ReactNode;
  create: (values: V) => Promise<unknown>;
  /** Sends the loaded version too: a stale one is refused with 608 (behaviour.md "Shared conventions / Stale writes"). */
  update: (row: T, values: V) => Promise<unknown>;
}

/** A settings list with add and edit in a modal and a Deactivated column (behaviour.md "Settings / Settings screen"; "Settings / Settings lists"). */
export function CatalogueSection<T extends CatalogueRow, V extends object>(props: CatalogueSectionProps<T, V>) {
  const { testId, title, noun, rows, loading, columns, searchText, valuesOf, fields, create, update } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const row = editing === 'new' ? null : editing;

  const save = async (values: V) => {
    setSaving(true);
    try {
      await (row ? update(row, values) : create(values));
      feedback.saved(`${noun} saved`);
      setEditing(null);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      title: 'Deactivated',
      dataIndex: 'isDeactivated',
      width: 110,
      render: (d: boolean) => (d ? <Tag>Deactivated</Tag> : null),
      filters: [
        { text: 'Active', value: false },
        { text: 'Deactivated', value: true },
      ],
      onFilter: (value, r) => r.isDeactivated === value,
    },
    {
      key: 'edit',
      width: 60,
      render: (_, r) => <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => setEditing(r)} data-testid={`${testId}-edit-${r.id}`} />,
    },
  ];

  return (
    <>
      <SettingsTable testId={testId} title={title} rows={rows} loading={loading} columns={allColumns} searchText={searchText} onAdd={() => setEditing('new')} />
      <EditModal<V>
        testId={testId}
        title={row ? `Edit ${noun}` : `New ${noun}`}
        open={editing !== null}
        initialValues={valuesOf(row)}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
        {fields}
      </EditModal>
    </>
  );
}
