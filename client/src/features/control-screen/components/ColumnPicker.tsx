import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';

interface Props {
  columns: readonly { key: string; name: string }[];
  visible: readonly string[];
  onChoose: (keys: string[]) => void;
  /** Prefixes the test ids, so two pickers on one screen stay apart. */
  testIdPrefix?: string;
}

/** The column picker of the consignment and manifest lists (behaviour.md "Control screen / Consignments tab"): ticks the columns to show. */
export function ColumnPicker({ columns, visible, onChoose, testIdPrefix = '' }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  return (
    <>
      <Button
        data-testid={`${testIdPrefix}column-picker`}
        onClick={() => {
          setDraft([...visible]);
          setOpen(true);
        }}
      >
        Columns
      </Button>
      <Modal
        title="Columns"
        open={open}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': `${testIdPrefix}column-picker-ok` } as Record<string, string>}
        onOk={() => {
          onChoose(columns.filter((c) => draft.includes(c.key)).map((c) => c.key));
          setOpen(false);
        }}
      >
        <Checkbox.Group
          value={draft}
          onChange={(keys) => setDraft(keys as string[])}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}
          options={columns.map((c) => ({
            value: c.key,
            label: <span data-testid={`${testIdPrefix}column-option-${c.key}`}>{c.name}</span>,
          }))}
        />
      </Modal>
    </>
  );
}
