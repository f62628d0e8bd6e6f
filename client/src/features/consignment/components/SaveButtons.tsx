import { Button, Space } from 'antd';
import type { GroupedErrors } from '../saveErrors';
import { SaveErrorSummary } from './SaveErrorSummary';

interface Props {
  errors: GroupedErrors;
  /** A quote can be saved again as a quote; a consignment only as itself. */
  isQuote: boolean;
  saving: boolean;
  onSave: (asConsignment: boolean) => void;
}

/** The save buttons (behaviour.md "Booking / Saving a consignment"), after a summary of the messages still to fix. */
export function SaveButtons({ errors, isQuote, saving, onSave }: Props) {
  return (
    <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
      <SaveErrorSummary errors={errors} />
      {isQuote && (
        <Button loading={saving} onClick={() => onSave(false)} data-testid="save-quote">
          Save as quote
        </Button>
      )}
      <Button type="primary" loading={saving} onClick={() => onSave(true)} data-testid="save-consignment">
        {isQuote ? 'Save as consignment' : 'Save'}
      </Button>
    </Space>
  );
}
