import { Checkbox } from 'antd';
import type { ConsignmentDraft } from '../consignmentDraft';

interface Props {
  draft: ConsignmentDraft;
  set: (patch: Partial<ConsignmentDraft>) => void;
  readOnly: boolean;
}

/** The booking's switches under its details: backload, postcode pricing rules and calculated times. */
export function BookingOptions({ draft, set, readOnly }: Props) {
  return (
    <>
      <Checkbox checked={draft.isBackload} disabled={readOnly} data-testid="field-isBackload" onChange={(e) => set({ isBackload: e.target.checked })}>
        Backload
      </Checkbox>
      <Checkbox
        checked={draft.applyPostcodePricingRules}
        disabled={readOnly}
        data-testid="field-applyPostcodePricingRules"
        onChange={(e) => set({ applyPostcodePricingRules: e.target.checked })}
      >
        Apply postcode pricing rules
      </Checkbox>
      <Checkbox checked={draft.calculateTimes} disabled={readOnly} data-testid="field-calculateTimes" onChange={(e) => set({ calculateTimes: e.target.checked })}>
        Calculate times
      </Checkbox>
    </>
  );
}
