import { Alert, Button, Divider, Form } from 'antd';
import type { StopDraft } from '../consignmentDraft';
import type { StopErrors } from '../saveErrors';
import { AddressLookup, withAddress } from './AddressLookup';
import { LoadDetailsEditor } from './LoadDetailsEditor';
import { StopAddressFields } from './StopAddressFields';
import { StopChargesEditor, type CatalogueCharge } from './StopChargesEditor';
import { stopErrorLines } from './stopErrorLines';
import { StopSchedule } from './StopSchedule';

interface Props {
  customerId: number | null;
  index: number;
  stop: StopDraft;
  setStop: (stop: StopDraft) => void;
  types: readonly { id: number; name: string }[];
  charges: readonly CatalogueCharge[];
  collectionDescriptions: string[];
  /** This stop's messages from the last save, by where they show. */
  errors: StopErrors;
  readOnly: boolean;
  onDone: () => void;
}

/** The address stage (behaviour.md "Booking / Consignment details"): one stop's address, scheduled date and time, load details and charges. */
export function AddressStage({ customerId, index, stop, setStop, types, charges, collectionDescriptions, errors, readOnly, onDone }: Props) {
  const set = (patch: Partial<StopDraft>) => setStop({ ...stop, ...patch });
  const isDelivery = types.find((t) => t.id === stop.typeId)?.name === 'Delivery';
  return (
    <Form layout="vertical" data-testid="stage-address" onSubmitCapture={(e) => e.preventDefault()}>
      <h3>Address {index + 1}</h3>
      {errors.general?.map((m) => (
        <Alert key={m} type="error" title={<span data-testid="stop-error">{m}</span>} style={{ marginBottom: 8 }} />
      ))}
      {!readOnly && customerId !== null && (
        <Form.Item label="Find an address" htmlFor="stop-lookup">
          <AddressLookup id="stop-lookup" customerId={customerId} onPick={(a) => setStop(withAddress(stop, a))} />
        </Form.Item>
      )}
      <StopAddressFields stop={stop} set={set} types={types} errors={errors} readOnly={readOnly} />
      <StopSchedule stop={stop} setStop={setStop} isDelivery={isDelivery} errors={errors} readOnly={readOnly} />
      <Divider titlePlacement="start">Load details</Divider>
      <div style={{ color: '#cf1322' }} data-testid="stop-load-errors">
        {stopErrorLines(errors.loadDetails)}
      </div>
      <LoadDetailsEditor
        isDelivery={isDelivery}
        details={stop.loadDetails}
        collectionDescriptions={collectionDescriptions}
        noLoadDetailsGiven={stop.noLoadDetailsGiven}
        readOnly={readOnly}
        onChange={(loadDetails, noLoadDetailsGiven) => set({ loadDetails, noLoadDetailsGiven })}
      />
      <Divider titlePlacement="start">Additional charges</Divider>
      <StopChargesEditor charges={stop.charges} catalogue={charges} readOnly={readOnly} onChange={(c) => set({ charges: c })} />
      <Button type="primary" style={{ marginTop: 16 }} onClick={onDone} data-testid="stop-done">
        Back to addresses
      </Button>
    </Form>
  );
}
