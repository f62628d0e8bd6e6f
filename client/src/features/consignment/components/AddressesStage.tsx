import { Alert, Button, Space, Table, Tag } from 'antd';
import { emptyStop, type StopDraft } from '../consignmentDraft';
import { stopMessages, type StopErrors } from '../saveErrors';

interface Props {
  stops: StopDraft[];
  setStops: (stops: StopDraft[]) => void;
  types: readonly { id: number; name: string }[];
  readOnly: boolean;
  listErrors: string[];
  stopErrors: Map<number, StopErrors>;
  /** The details stage has messages: its button is marked. */
  detailsHaveErrors: boolean;
  onEdit: (index: number) => void;
  onBack: () => void;
  /** Extra per-stop controls of a saved stop (its proof of collection / delivery). */
  extra?: (stop: StopDraft, index: number) => React.ReactNode;
}

/** The addresses stage (behaviour.md "Booking / Consignment details"): the stops in order, each opened in the address stage. */
export function AddressesStage({ stops, setStops, types, readOnly, listErrors, stopErrors, detailsHaveErrors, onEdit, onBack, extra }: Props) {
  const hasErrors = (index: number) => stopMessages(stopErrors.get(index)).length > 0;
  const typeId = (name: string) => types.find((t) => t.name === name)?.id ?? null;
  const typeName = (id: number | null) => types.find((t) => t.id === id)?.name ?? '';
  const add = (name: string) => {
    setStops([...stops, emptyStop(typeId(name))]);
    onEdit(stops.length);
  };
  const move = (i: number, by: number) => {
    const next = [...stops];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setStops(next);
  };
  return (
    <div data-testid="stage-addresses">
      {listErrors.map((m) => (
        <Alert key={m} type="error" title={<span data-testid="addresses-error">{m}</span>} style={{ marginBottom: 8 }} />
      ))}
      <Table<StopDraft & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={stops.map((s, index) => ({ ...s, index }))}
        onRow={(s) => ({ 'data-testid': `stop-row-${s.index}`, 'data-has-errors': hasErrors(s.index), style: hasErrors(s.index) ? { background: '#fff2f0' } : undefined }) as object}
        columns={[
          { title: 'Type', render: (_, s) => typeName(s.typeId) },
          { title: 'Company', dataIndex: 'companyName' },
          { title: 'Address', render: (_, s) => [s.addressLine1, s.town].filter(Boolean).join(', ') },
          { title: 'Postcode', dataIndex: 'postcode' },
          { title: 'Scheduled', render: (_, s) => `${s.date} ${s.time}`.trim() },
          {
            title: 'Manifest',
            render: (_, s) => (s.manifestId ? <a href={`#!/manifest/${s.manifestId}`}>{s.manifestId}</a> : ''),
          },
          {
            title: '',
            render: (_, s) => (
              <StopRowActions
                index={s.index}
                count={stops.length}
                hasErrors={hasErrors(s.index)}
                readOnly={readOnly}
                extra={extra?.(s, s.index)}
                onEdit={() => onEdit(s.index)}
                onMove={(by) => move(s.index, by)}
                onRemove={() => setStops(stops.filter((_, i) => i !== s.index))}
              />
            ),
          },
        ]}
      />
      <AddressesButtons readOnly={readOnly} detailsHaveErrors={detailsHaveErrors} onBack={onBack} onAdd={add} />
    </div>
  );
}

interface RowActionsProps {
  index: number;
  count: number;
  hasErrors: boolean;
  readOnly: boolean;
  extra: React.ReactNode;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** A stop row's controls: its error tag, its extra controls, then edit (view when read only), up, down and remove. */
function StopRowActions({ index, count, hasErrors, readOnly, extra, onEdit, onMove, onRemove }: RowActionsProps) {
  return (
    <Space size={4}>
      {hasErrors && (
        <Tag color="error" data-testid={`stop-row-error-${index}`}>
          Check this address
        </Tag>
      )}
      {extra}
      <Button size="small" data-testid={`stop-edit-${index}`} onClick={onEdit}>
        {readOnly ? 'View' : 'Edit'}
      </Button>
      {!readOnly && (
        <>
          <Button size="small" disabled={index === 0} onClick={() => onMove(-1)}>
            Up
          </Button>
          <Button size="small" disabled={index === count - 1} onClick={() => onMove(1)}>
            Down
          </Button>
          <Button size="small" danger onClick={onRemove}>
            Remove
          </Button>
        </>
      )}
    </Space>
  );
}

interface ButtonsProps {
  readOnly: boolean;
  detailsHaveErrors: boolean;
  onBack: () => void;
  /** Adds a stop of this address type and opens it. */
  onAdd: (typeName: 'Collection' | 'Delivery') => void;
}

/** Under the stops: back to the details, and adding a collection or a delivery. */
function AddressesButtons({ readOnly, detailsHaveErrors, onBack, onAdd }: ButtonsProps) {
  return (
    <Space style={{ marginTop: 12 }}>
      <Button onClick={onBack} danger={detailsHaveErrors} data-testid="back-to-details" data-has-errors={detailsHaveErrors}>
        Back to details
      </Button>
      {!readOnly && (
        <>
          <Button onClick={() => onAdd('Collection')} data-testid="add-collection">
            Add collection
          </Button>
          <Button onClick={() => onAdd('Delivery')} data-testid="add-delivery">
            Add delivery
          </Button>
        </>
      )}
    </Space>
  );
}
