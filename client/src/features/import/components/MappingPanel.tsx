import { Button, Collapse, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { ImportView } from '../importRules';

interface Props {
  view: ImportView;
  busy: boolean;
  onApply: (mapping: Record<string, string>) => void;
}

/** Step 2: which field each of the file's columns fills; saved for the customer's next file. */
export function MappingPanel({ view, busy, onApply }: Props) {
  const [mapping, setMapping] = useState(view.Mapping);
  useEffect(() => setMapping(view.Mapping), [view.Mapping]);
  const options = [{ value: '', label: '(not imported)' }, ...view.Fields.map((f) => ({ value: f.Key, label: f.Heading }))];
  const mapped = Object.values(view.Mapping).filter((f) => f !== '').length;
  const table = (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="heading"
        dataSource={view.Headings.map((heading, i) => ({ heading, i }))}
        columns={[
          { title: 'Column in your file', dataIndex: 'heading' },
          {
            title: 'Fills',
            render: (_: unknown, r: { heading: string; i: number }) => (
              <Select
                style={{ width: 260 }}
                value={mapping[r.heading] ?? ''}
                options={options}
                onChange={(value: string) => setMapping({ ...mapping, [r.heading]: value })}
                data-testid={`import-map-${r.i}`}
              />
            ),
          },
        ]}
      />
      <Button type="primary" disabled={busy} onClick={() => onApply(mapping)} data-testid="import-apply-mapping" style={{ marginTop: 8 }}>
        Apply columns and check again
      </Button>
    </>
  );
  return <Collapse items={[{ key: 'map', label: `2. Columns (${mapped} of ${view.Headings.length} used)`, children: table }]} />;
}
