import { Descriptions } from 'antd';
import { money } from '../../control-screen/consignmentRules';
import type { LoadedConsignment } from '../consignmentDraft';

interface Props {
  consignment: LoadedConsignment | null;
  dirty: boolean;
  office: boolean;
}

/**
 * Price, cost (office only) and miles. Miles come from the server's route, so before a first save, and
 * after changes not yet saved, the figures are worked out on save.
 */
export function PricePanel({ consignment: c, dirty, office }: Props) {
  const pending = 'estimated on save';
  return (
    <Descriptions size="small" column={office ? 4 : 3} bordered data-testid="price-panel">
      <Descriptions.Item label="Price">
        <span data-testid="price">{c ? money(c.price) : pending}</span>
        {c && dirty && <span style={{ color: '#888' }}> (recalculated on save)</span>}
      </Descriptions.Item>
      {office && (
        <Descriptions.Item label="Cost">
          <span data-testid="cost">{c ? money(c.cost) : pending}</span>
        </Descriptions.Item>
      )}
      {office && c && <Descriptions.Item label="Recommended">{money(c.recommendedPrice)}</Descriptions.Item>}
      <Descriptions.Item label="Miles">
        <span data-testid="miles">{c && !dirty ? `${c.mileage ?? c.totalMiles}${c.routeIsEstimate ? ' (estimate)' : ''}` : pending}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
