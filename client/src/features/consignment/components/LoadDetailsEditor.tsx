import { Button, Checkbox, InputNumber, Input, Select, Space } from 'antd';
import type { LoadDraft } from '../consignmentDraft';

interface Props {
  isDelivery: boolean;
  details: LoadDraft[];
  /** Descriptions of the collections' load details: what a delivery may pick from (behaviour.md "Booking / Addresses and load details"). */
  collectionDescriptions: string[];
  noLoadDetailsGiven: boolean;
  readOnly: boolean;
  onChange: (details: LoadDraft[], noLoadDetailsGiven: boolean) => void;
}

/** Load details of a stop: collections type Quantity + Description, deliveries pick from the collections'. */
export function LoadDetailsEditor({ isDelivery, details, collectionDescriptions, noLoadDetailsGiven, readOnly, onChange }: Props) {
  const setRow = (i: number, patch: Partial<LoadDraft>) =>
    onChange(details.map((d, j) => (j === i ? { ...d, ...patch } : d)), noLoadDetailsGiven);
  return (
    <div data-testid="load-details">
      {details.map((d, i) => (
        <Space key={i} style={{ display: 'flex', marginBottom: 6 }}>
          <InputNumber
            min={1}
            placeholder="Quantity"
            value={d.quantity}
            disabled={readOnly}
            data-testid={`load-quantity-${i}`}
            onChange={(v) => setRow(i, { quantity: v })}
          />
          {isDelivery ? (
            <Select
              aria-label="Description"
              style={{ width: 260 }}
              placeholder="Pick from the collections"
              value={d.description || undefined}
              disabled={readOnly}
              data-testid={`load-pick-${i}`}
              onChange={(v: string) => setRow(i, { description: v })}
              options={[...new Set(collectionDescriptions)].map((text) => ({ value: text, label: text }))}
            />
          ) : (
            <Input
              style={{ width: 260 }}
              placeholder="Description"
              value={d.description}
              disabled={readOnly}
              data-testid={`load-description-${i}`}
              onChange={(e) => setRow(i, { description: e.target.value })}
            />
          )}
          {!readOnly && (
            <Button size="small" onClick={() => onChange(details.filter((_, j) => j !== i), noLoadDetailsGiven)}>
              Remove
            </Button>
          )}
        </Space>
      ))}
      {!readOnly && (
        <Button size="small" data-testid="load-add" onClick={() => onChange([...details, { quantity: 1, description: '' }], false)}>
          Add load details
        </Button>
      )}
      <Checkbox
        style={{ marginLeft: 12 }}
        checked={noLoadDetailsGiven}
        disabled={readOnly}
        data-testid="load-none"
        onChange={(e) => onChange(e.target.checked ? [] : details, e.target.checked)}
      >
        No load details given
      </Checkbox>
    </div>
  );
}
