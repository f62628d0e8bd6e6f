import { formatMoney } from '@domain/money';
import { Descriptions } from 'antd';
import { money } from '../../control-screen/consignmentRules';
import type { LoadedConsignment } from '../consignmentDraft';

interface Props {
  consignment: LoadedConsignment | null;
  /** The live preview in pence (shared pricing rules), null until the route is known. */
  preview: { price: number; cost: number } | null;
  dirty: boolean;
  office: boolean;
}

const PENDING = 'estimated on save';

/**
 * Price and cost (office only; customers never see cost) and miles. While editing, the preview uses the
 * shared pricing rules with the miles of the last save; a new booking's route is known once saved.
 */
export function PricePanel({ consignment: c, preview, dirty, office }: Props) {
  const shown = dirty && preview ? preview : null;
  return (
    <Descriptions size="small" column={office ? 3 : 2} bordered data-testid="price-panel">
      <Descriptions.Item label={shown ? 'Price (preview)' : 'Price'}>
        <span data-testid="price">{shown ? formatMoney(shown.price) : c ? money(c.price) : PENDING}</span>
      </Descriptions.Item>
      {office && (
        <Descriptions.Item label={shown ? 'Cost (preview)' : 'Cost'}>
          <span data-testid="cost">{shown ? formatMoney(shown.cost) : c ? money(c.cost) : PENDING}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Miles">
        <span data-testid="miles">{c ? `${c.mileage ?? c.totalMiles}${c.routeIsEstimate ? ' (estimate)' : ''}${dirty ? ', updated on save' : ''}` : PENDING}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
