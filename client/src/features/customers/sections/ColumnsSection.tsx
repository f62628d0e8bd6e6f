import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Form, Space, Table } from 'antd';
import { move, type ColumnValues, type CustomerFormValues } from '../customerForm';

/**
 * Control screen columns (behaviour.md "Control screen / Consignments tab"): every column in its Order, moved up and down, each shown or
 * hidden. Saved with Order = position.
 */
export function ColumnsSection() {
  const form = Form.useFormInstance<CustomerFormValues>();
  const columns = (Form.useWatch('columns', form) ?? (form.getFieldValue('columns') as ColumnValues[] | undefined) ?? []);
  const set = (next: ColumnValues[]) => form.setFieldValue('columns', next);
  return (
    <Card title="Control screen columns" size="small" data-testid="customer-columns">
      <Form.Item name="columns" hidden />
      {columns.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The default columns are used until the customer is saved" />
      ) : (
        <Table<ColumnValues>
          rowKey="columnId"
          size="small"
          pagination={false}
          dataSource={columns}
          columns={[
            { title: 'Order', key: 'order', width: 70, render: (_, __, i) => i + 1 },
            { title: 'Column', dataIndex: 'name', render: (n: string, c) => <span data-testid={`customer-column-${c.columnId}-name`}>{n}</span> },
            {
              title: 'Visible',
              key: 'visible',
              width: 90,
              render: (_, c, i) => (
                <Checkbox aria-label={`${c.name} visible`} checked={c.isVisible} onChange={(e) => set(columns.map((x, j) => (j === i ? { ...x, isVisible: e.target.checked } : x)))} data-testid={`customer-column-${c.columnId}-visible`} />
              ),
            },
            {
              title: 'Move',
              key: 'move',
              width: 100,
              render: (_, c, i) => (
                <Space size={4}>
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label="Move up" disabled={i === 0} onClick={() => set(move(columns, i, -1))} data-testid={`customer-column-${c.columnId}-up`} />
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label="Move down" disabled={i === columns.length - 1} onClick={() => set(move(columns, i, 1))} data-testid={`customer-column-${c.columnId}-down`} />
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
