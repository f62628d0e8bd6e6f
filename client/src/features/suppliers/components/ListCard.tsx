import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';

interface ListCardProps<T> {
  /** The form list's name, e.g. 'licences'. */
  name: string;
  title: string;
  /** data-testid prefix: `${testId}` (card), `${testId}-add`, `${testId}-{index}` (row), `${testId}-{index}-remove`. */
  testId: string;
  /** The values of a new row; `count` is how many rows there are before it. */
  newItem: (count: number) => T;
  renderRow: (field: FormListFieldData) => ReactNode;
  /** Lays the rows out, e.g. a grid; one under another by default. */
  layout?: (rows: ReactNode[]) => ReactNode;
}

/** A child list of the supplier (licences, vehicles, ...): rows with a remove button and an Add button. */
export function ListCard<T>({ name, title, testId, newItem, renderRow, layout }: ListCardProps<T>) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => {
        const rows = fields.map((field) => (
          <div key={field.key} data-testid={`${testId}-${field.name}`} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <div style={{ flex: 1, minWidth: 0 }}>{renderRow(field)}</div>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${title.toLowerCase()} row`}
              onClick={() => remove(field.name)}
              style={{ marginTop: 30 }}
              data-testid={`${testId}-${field.name}-remove`}
            />
          </div>
        ));
        return (
          <Card
            title={title}
            size="small"
            data-testid={testId}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => add(newItem(fields.length))} data-testid={`${testId}-add`}>
                Add
              </Button>
            }
          >
            {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()}`} /> : layout ? layout(rows) : rows}
          </Card>
        );
      }}
    </Form.List>
  );
}
