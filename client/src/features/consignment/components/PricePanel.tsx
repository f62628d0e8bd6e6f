import { formatMoney } from '@domain/money';
import { Descriptions } from 'antd';
import { money } from '../../control-screen/consignmentRules';
import type { LoadedConsignment } from '../consignmentDraft';
import type { PricePreview } from '../hooks/usePricePreview';

interface Props {
  consignment: LoadedConsignment | null;
  /** The live preview in pence (shared pricing rules) and its miles, null until the route is known. */
  preview: PricePreview | null;
  dirty: boolean;
  office: boolean;
}

const PENDING = 'estimated on save';
const milesText = (miles: number, isEstimate: boolean) => `${miles}${isEstimate ? ' (estimate)' : ''}`;

/**
 * Price and cost (office only; customers never see cost) and miles. While editing (a new booking too, as
 * its stops are entered: issue 19 item 7) the preview uses the shared pricing rules over the route of the
 * stops as typed; the save prices it again on the server, which is the authority.
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
      <Descriptions.Item label={shown ? 'Miles (preview)' : 'Miles'}>
        <span data-testid="miles">{shown ? milesText(shown.miles, shown.isEstimate) : c ? milesText(c.mileage ?? c.totalMiles, c.routeIsEstimate) : PENDING}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
