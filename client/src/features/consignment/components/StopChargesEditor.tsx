import { Button, InputNumber, Select, Space } from 'antd';
import { money } from '../../control-screen/consignmentRules';
import type { ChargeDraft } from '../consignmentDraft';

export interface CatalogueCharge {
  id: number;
  chargeFor: string;
  price: number;
  isDeactivated: boolean;
}

interface Props {
  charges: ChargeDraft[];
  catalogue: readonly CatalogueCharge[];
  readOnly: boolean;
  onChange: (charges: ChargeDraft[]) => void;
}

/** A stop's additional charges from the catalogue; the price defaults to the catalogue's (pounds). */
export function StopChargesEditor({ charges, catalogue, readOnly, onChange }: Props) {
  const nameOf = (id: number) => catalogue.find((c) => c.id === id)?.chargeFor ?? String(id);
  return (
    <div data-testid="stop-charges">
      {charges.map((c, i) => (
        <Space key={i} style={{ display: 'flex', marginBottom: 6 }}>
          <span style={{ minWidth: 200, display: 'inline-block' }}>{nameOf(c.additionalChargeId)}</span>
          <InputNumber
            aria-label={`${nameOf(c.additionalChargeId)} price`}
            prefix="£"
            precision={2}
            value={c.price}
            disabled={readOnly}
            onChange={(v) => onChange(charges.map((x, j) => (j === i ? { ...x, price: v } : x)))}
          />
          {!readOnly && (
            <Button size="small" onClick={() => onChange(charges.filter((_, j) => j !== i))}>
              Remove
            </Button>
          )}
        </Space>
      ))}
      {!readOnly && (
        <Select
          aria-label="Add a charge"
          style={{ width: 300 }}
          placeholder="Add a charge"
          value={null}
          data-testid="stop-charge-add"
          onChange={(id: number) => {
            const item = catalogue.find((c) => c.id === id);
            if (item) onChange([...charges, { additionalChargeId: id, price: item.price }]);
          }}
          options={catalogue
            .filter((c) => !c.isDeactivated)
            .map((c) => ({ value: c.id, label: `${c.chargeFor} (${money(c.price)})` }))}
        />
      )}
    </div>
  );
}
