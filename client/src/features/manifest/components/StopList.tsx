import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { LegFigures } from '../hooks/useManifestRoute';
import { useStopDrag } from '../hooks/useStopDrag';
import { moveStop, stopState, trackingTime, type ManifestStop } from '../manifestScreenRules';

/** Which proof-of-delivery view a stop's button opens. */
export type StopView = 'times' | 'signature' | 'goods' | 'paperwork' | 'load';

interface Props {
  stops: ManifestStop[];
  consignmentNumbers: ReadonlyMap<number, string>;
  /** Each leg's miles and minutes, by the stop it arrives at. */
  legs: ReadonlyMap<number, LegFigures>;
  readOnly: boolean;
  onReorder: (order: number[]) => void;
  /** Takes the stop off the manifest (saved with the manifest). */
  onRemove: (stopId: number) => void;
  onOpen: (stop: ManifestStop, view: StopView) => void;
}

const STATE_COLOURS: Record<string, string> = { Completed: 'green', Arrived: 'blue', 'On route': 'gold', 'Not started': 'default' };

/**
 * The manifest's stops in ManifestOrder (behaviour.md "Shared conventions / Screens and routes"): dragged into a new order with HTML5 drag and drop, or moved
 * one place up or down with their arrow buttons from the keyboard (issue 19 item 11); the change is saved with the
 * manifest. Each stop has its progress and proof-of-delivery views.
 */
export function StopList({ stops, consignmentNumbers, legs, readOnly, onReorder, onRemove, onOpen }: Props) {
  const order = stops.map((s) => s.id);
  const drag = useStopDrag(order, onReorder);
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="stop-list">
      {stops.map((s, i) => (
        <li
          key={s.id}
          draggable={!readOnly}
          {...drag.handlersOf(s.id)}
          data-testid={`stop-${i + 1}`}
          data-stop-id={s.id}
          style={{
            border: '1px solid #e5e5e5',
            borderTop: drag.over === s.id ? '3px solid #1677ff' : '1px solid #e5e5e5',
            borderRadius: 6,
            padding: 8,
            marginBottom: 6,
            background: drag.dragged === s.id ? '#f0f5ff' : '#fff',
            cursor: readOnly ? 'default' : 'grab',
          }}
        >
          {i > 0 && legs.has(s.id) && (
            <div style={{ fontSize: 12, color: '#1677ff', marginBottom: 4 }} data-testid="stop-leg">
              ↓ {legs.get(s.id)!.miles} miles, {legs.get(s.id)!.minutes} min from the previous stop
            </div>
          )}
          <StopRow stop={s} position={i + 1} consignmentNumber={consignmentNumbers.get(s.consignmentId) ?? ''} readOnly={readOnly} onOpen={(v) => onOpen(s, v)} onRemove={() => onRemove(s.id)}>
            {!readOnly && <MoveButtons position={i + 1} count={stops.length} onMove={(by) => onReorder(moveStop(order, s.id, order[i + by]))} />}
          </StopRow>
        </li>
      ))}
    </ol>
  );
}

interface RowProps {
  stop: ManifestStop;
  position: number;
  consignmentNumber: string;
  readOnly: boolean;
  onOpen: (v: StopView) => void;
  onRemove: () => void;
  children?: ReactNode;
}

/** Moves a stop one place up or down: the keyboard's way to reorder (the same rule as a drop applies). */
function MoveButtons({ position, count, onMove }: { position: number; count: number; onMove: (by: -1 | 1) => void }) {
  return (
    <Space.Compact size="small">
      <Button icon={<ArrowUpOutlined />} aria-label={`Move stop ${position} up`} disabled={position === 1} onClick={() => onMove(-1)} data-testid="stop-move-up" />
      <Button icon={<ArrowDownOutlined />} aria-label={`Move stop ${position} down`} disabled={position === count} onClick={() => onMove(1)} data-testid="stop-move-down" />
    </Space.Compact>
  );
}

function StopRow({ stop: s, position, consignmentNumber, readOnly, onOpen, onRemove, children }: RowProps) {
  const state = stopState(s);
  const times: [string, string | null | undefined][] = [['Start', s.startTime], ['Arrival', s.arrivalTime], ['Completion', s.completionTime]];
  return (
    <div>
      <Space wrap size={6}>
        {!readOnly && <HolderOutlined aria-label="Drag to reorder" />}
        {children}
        <strong data-testid="stop-position">{position}</strong>
        <Tag>{s.consignmentAddressType.name}</Tag>
        <span data-testid="stop-address">{s.address.shortAddress}</span>
        <Typography.Text type="secondary">Consignment {consignmentNumber}</Typography.Text>
        <Tag color={STATE_COLOURS[state]} data-testid="stop-state">
          {state}
        </Tag>
        {s.isLate && <Tag color="red" data-testid="stop-late">Late</Tag>}
      </Space>
      <div style={{ fontSize: 12, color: '#555', marginTop: 4 }}>
        Scheduled {trackingTime(s.scheduledStartDateAndTime)}
        {s.timed && ' (timed)'}
        {s.eta && !s.isCompleted && <span data-testid="stop-eta"> · ETA {trackingTime(s.eta)}</span>}
        {times.map(([label, t]) => t && <span key={label} data-testid={`stop-${label.toLowerCase()}-time`}> · {label} {trackingTime(t)}</span>)}
      </div>
      {(s.notesFromSupplier || s.noPaperworkProvided) && (
        <div style={{ fontSize: 12, marginTop: 4 }} data-testid="stop-supplier-notes">
          {s.noPaperworkProvided && <Tag color="orange">No paperwork provided</Tag>}
          {s.notesFromSupplier}
        </div>
      )}
      <Space wrap size={4} style={{ marginTop: 6 }}>
        <Button size="small" onClick={() => onOpen('times')} disabled={readOnly} data-testid="stop-edit-times">
          Times
        </Button>
        <Button size="small" onClick={() => onOpen('signature')} disabled={!s.signatureName && !s.signatureFileName} data-testid="stop-signature">
          Signature
        </Button>
        <Button size="small" onClick={() => onOpen('goods')} disabled={s.goodsPhotos.length === 0} data-testid="stop-goods-photos">
          Goods photos ({s.goodsPhotos.length})
        </Button>
        <Button size="small" onClick={() => onOpen('paperwork')} disabled={s.paperworkPhotos.length === 0} data-testid="stop-paperwork-photos">
          Paperwork photos ({s.paperworkPhotos.length})
        </Button>
        <Button size="small" onClick={() => onOpen('load')} data-testid="stop-load-details">
          Load details ({s.loadDetails.length})
        </Button>
        {!readOnly && (
          <Button size="small" danger onClick={onRemove} data-testid="stop-remove">
            Remove from manifest
          </Button>
        )}
      </Space>
    </div>
  );
}
