import { exchangeRefusal } from '@domain/manifest';
import { Button, Space, type TableColumnType } from 'antd';
import { LazyTable } from '../../../components/LazyTable';
import { livePosting, type ManifestRow } from '../manifestRules';

const TABLE_HEIGHT = 520;

/** What the buttons on a row do. */
interface RowActions {
  onAssign: (m: ManifestRow) => void;
  onSend: (m: ManifestRow) => void;
  onExchange: (m: ManifestRow) => void;
}

interface Props extends RowActions {
  rows: ManifestRow[];
  loading: boolean;
  /** The chosen columns, before the actions column. */
  columns: TableColumnType<ManifestRow>[];
  /** A click on a row opens its detail. */
  onOpen: (id: number) => void;
}

/** A row's Supplier, Send and Exchange buttons; Exchange says why it is refused, and reads 'On exchange' while the manifest is posted there. */
function ManifestRowActions({ manifest: m, onAssign, onSend, onExchange }: RowActions & { manifest: ManifestRow }) {
  const refusal = exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: m.statusColour.name === 'Completed' });
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => onAssign(m)} data-testid={`assign-${m.manifestNumber}`}>
        Supplier
      </Button>
      <Button size="small" onClick={() => onSend(m)} data-testid={`send-${m.manifestNumber}`}>
        Send
      </Button>
      <Button
        size="small"
        type={livePosting(m) ? 'primary' : 'default'}
        ghost={!!livePosting(m)}
        disabled={!livePosting(m) && refusal !== null}
        title={livePosting(m) ? undefined : (refusal ?? undefined)}
        onClick={() => onExchange(m)}
        data-testid={`exchange-${m.manifestNumber}`}
      >
        {livePosting(m) ? 'On exchange' : 'Exchange'}
      </Button>
    </Space>
  );
}

/** The manifest list of the control screen: a sortable virtual table, a status colour per row, the row's actions fixed on the right. */
export function ManifestTable({ rows, loading, columns, onOpen, ...actions }: Props) {
  const actionsColumn = {
    key: 'actions',
    title: '',
    width: 210,
    fixed: 'right' as const,
    render: (_: unknown, m: ManifestRow) => <ManifestRowActions manifest={m} {...actions} />,
  };
  return (
    <LazyTable<ManifestRow>
      height={TABLE_HEIGHT + 40}
      virtual
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={[...columns, actionsColumn]}
      pagination={false}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 90), 210), y: TABLE_HEIGHT }}
      // A wide selection scrolls sideways (shift+wheel, trackpad); the sticky scrollbar sits under the last row, never over it.
      sticky
      onRow={(m) => ({ onClick: () => onOpen(m.id), 'data-testid': `manifest-row-${m.manifestNumber}` }) as object}
      data-testid="manifest-table"
    />
  );
}
