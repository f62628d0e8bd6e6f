import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@domain/money';
import { Alert, Button, Descriptions, Modal, Spin, Tag } from 'antd';
import { OptimiseManifestOrderQuery } from '../../planning/planning.operations';
import { manifestFailure, type ManifestStop } from '../manifestScreenRules';

interface Props {
  manifestId: number;
  stops: ManifestStop[];
  consignmentNumbers: ReadonlyMap<number, string>;
  saving: boolean;
  onClose: () => void;
  /** Saves the proposed order with the version the proposal was made from (a stale one is the usual 608). */
  onAccept: (order: number[], version: number) => void;
}

/**
 * Optimise order (issue 23 item 3): the server's proposal for the manifest's stops, with miles, minutes,
 * cost and lateness before and after. Accepting saves it as the manifest's order; discarding changes nothing.
 */
export function OptimiseOrderModal({ manifestId, stops, consignmentNumbers, saving, onClose, onAccept }: Props) {
  const { data, loading, error } = useQuery(OptimiseManifestOrderQuery, { variables: { manifestId }, fetchPolicy: 'network-only' });
  const p = data?.optimiseManifestOrder;
  const byId = new Map(stops.map((s) => [s.id, s]));
  return (
    <Modal
      title="Optimise order"
      open
      onCancel={onClose}
      width={720}
      data-testid="optimise-order-modal"
      footer={[
        <Button key="discard" onClick={onClose} data-testid="optimise-discard">
          Discard
        </Button>,
        <Button key="accept" type="primary" disabled={!p?.changed} loading={saving} onClick={() => p && onAccept(p.stopIds, p.version)} data-testid="optimise-accept">
          Accept order
        </Button>,
      ]}
    >
      {loading && <Spin data-testid="optimise-loading" />}
      {error && <Alert type="error" title={<span data-testid="optimise-error">{manifestFailure(error)}</span>} />}
      {p && (
        <>
          <Alert
            type={p.changed ? 'success' : 'info'}
            title={<span data-testid="optimise-saving">{p.changed ? savingText(p.before, p.after) : 'The current order is already the shortest.'}</span>}
            style={{ marginBottom: 12 }}
          />
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Now">
              <span data-testid="optimise-before">{figuresText(p.before)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Proposed">
              <span data-testid="optimise-after">{figuresText(p.after)}</span>
            </Descriptions.Item>
          </Descriptions>
          <ol data-testid="optimise-order" style={{ paddingLeft: 24, margin: 0 }}>
            {p.stopIds.map((id) => {
              const s = byId.get(id);
              return (
                <li key={id} data-testid="optimise-stop" data-stop-id={id}>
                  <Tag color={s?.consignmentAddressType.name === 'Collection' ? 'blue' : 'green'}>{s?.consignmentAddressType.name}</Tag>
                  {s && `${consignmentNumbers.get(s.consignmentId) ?? ''} · ${s.address.shortAddress}`}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Modal>
  );
}

interface Figures {
  miles: number;
  minutes: number;
  costPence: number;
  lateMinutes: number;
}

const figuresText = (f: Figures) => `${f.miles} miles, ${f.minutes} min, cost ${formatMoney(f.costPence)}, ${f.lateMinutes} min late`;

/** "Saves 12 miles and 20 min, £30.00 of cost": what accepting gains; a shorter route may take longer, which it says. */
function savingText(before: Figures, after: Figures): string {
  const miles = before.miles - after.miles;
  const minutes = before.minutes - after.minutes;
  const time = minutes >= 0 ? ` and ${minutes} min` : ` (${-minutes} min longer)`;
  return `Saves ${miles} miles${time}, ${formatMoney(before.costPence - after.costPence)} of cost`;
}
