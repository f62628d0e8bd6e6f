import { exchangeRefusal } from '@domain/manifest';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { VirtualTable, type VirtualColumn } from '../../../components/VirtualTable';
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
  columns: VirtualColumn<ManifestRow>[];
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

const rowTestId = (m: ManifestRow) => `manifest-row-${m.manifestNumber}`;

/** The manifest list of the control screen: a sortable virtual table, a status colour per row, the row's actions fixed on the right. */
export function ManifestTable({ rows, loading, columns, onOpen, onAssign, onSend, onExchange }: Props) {
  const withActions = useMemo(() => {
    const actions: VirtualColumn<ManifestRow> = {
      key: 'actions',
      title: '',
      width: 210,
      fixedRight: true,
      render: (m) => <ManifestRowActions manifest={m} onAssign={onAssign} onSend={onSend} onExchange={onExchange} />,
    };
    return [...columns, actions];
  }, [columns, onAssign, onSend, onExchange]);
  return (
    <VirtualTable<ManifestRow>
      height={TABLE_HEIGHT}
      loading={loading}
      rows={rows}
      columns={withActions}
      emptyText="No manifests"
      onOpen={onOpen}
      rowTestId={rowTestId}
      data-testid="manifest-table"
    />
  );
}
