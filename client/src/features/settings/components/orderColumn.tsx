import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType } from 'antd';
import type { MoveDirection } from '../../../gql/graphql';

interface OrderedRow {
  id: number;
  version: number;
  order: number;
}

interface OrderColumnOptions {
  /** data-testid prefix: `${testId}-order-{id}`, `${testId}-up-{id}`, `${testId}-down-{id}`. */
  testId: string;
  rowCount: number;
  /** True while a move is being saved: the buttons wait for it. */
  moving: boolean;
  move: (id: number, version: number, direction: MoveDirection) => Promise<void>;
}

/** The Order column of a list kept in order by hand (behaviour.md "Settings / Vehicle types and area rules order"): the number, and buttons that move a row up or down. */
export function orderColumn<T extends OrderedRow>({ testId, rowCount, moving, move }: OrderColumnOptions): TableColumnType<T> {
  return {
    title: 'Order',
    key: 'move',
    width: 130,
    render: (_, r, index) => (
      <Space>
        <span data-testid={`${testId}-order-${r.id}`}>{r.order}</span>
        <Button size="small" icon={<ArrowUpOutlined />} aria-label="Move up" disabled={index === 0 || moving} onClick={() => void move(r.id, r.version, 'UP')} data-testid={`${testId}-up-${r.id}`} />
        <Button size="small" icon={<ArrowDownOutlined />} aria-label="Move down" disabled={index === rowCount - 1 || moving} onClick={() => void move(r.id, r.version, 'DOWN')} data-testid={`${testId}-down-${r.id}`} />
      </Space>
    ),
  };
}
