import { Table } from 'antd';

/** One change-log entry as the server lists it (consignments and manifests share the shape). */
export interface ChangeLogEntry {
  id: number;
  createdAt: string;
  userName: string;
  action: string;
  changes: { field: string; from?: string | null; to?: string | null }[];
}

/** A change log (behaviour.md "Control screen / Consignments tab" consignment, behaviour.md "Manifests / Manifest screen" manifest): who changed what, with each field's before and after. */
export function ChangeLogTable({ rows, loading, when }: { rows: ChangeLogEntry[]; loading: boolean; when: (iso: string) => string }) {
  return (
    <Table
      data-testid="change-log"
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'When', render: (_, l) => when(l.createdAt), width: 170 },
        { title: 'Who', dataIndex: 'userName', width: 140 },
        { title: 'Action', dataIndex: 'action', width: 110 },
        {
          title: 'Changes',
          render: (_, l) =>
            l.changes.map((c) => (
              <div key={c.field}>
                {c.field}: {c.from ?? ''} → {c.to ?? ''}
              </div>
            )),
        },
      ]}
    />
  );
}
