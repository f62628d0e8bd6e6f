import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { hrefOf } from '../../../app/router/routes';
import { CreateManifestMutation } from '../consignments.operations';
import type { ConsignmentRow } from '../consignmentRules';
import {
  candidateStops, createFailure, createRefusal, customerBooked, defaultCustomerMessage, defaultVehicleType, leftOut, ordersOf, type CandidateStop,
} from '../createManifestRules';

/**
 * The manifest confirmation's state: the stops in the order the office left them, the vehicle type, and the step
 * (confirm, then the customer e-mail when a chosen consignment was booked by its customer). Creating opens the new
 * manifest; a refusal goes back to the confirmation and says why.
 */
export function useCreateManifest(rows: ConsignmentRow[], vehicleTypes: readonly { id: number; order: number }[]) {
  const [stops, setStops] = useState<CandidateStop[]>(() => candidateStops(rows));
  const [vehicleTypeId, setVehicleTypeId] = useState<number | null>(() => defaultVehicleType(rows, vehicleTypes));
  const [step, setStep] = useState<'confirm' | 'email'>('confirm');
  const [failure, setFailure] = useState<string | null>(null);
  const customers = useMemo(() => customerBooked(rows, stops), [rows, stops]);
  const [message, setMessage] = useState(() => defaultCustomerMessage(customerBooked(rows, candidateStops(rows)).map((c) => c.consignmentNumber)));
  const [create, { loading }] = useMutation(CreateManifestMutation);

  const submit = async (customerMessage: string | null) => {
    setFailure(null);
    try {
      const input = { vehicleTypeId: vehicleTypeId!, consignmentAddressIds: stops.map((s) => s.id) };
      const result = await create({ variables: { input, customerMessage } });
      if (result.data) window.location.hash = hrefOf({ name: 'manifest', id: String(result.data.createManifest.id) });
    } catch (e) {
      setStep('confirm');
      setFailure(createFailure(e));
    }
  };

  return {
    stops, setStops, orders: ordersOf(stops),
    vehicleTypeId, setVehicleTypeId,
    step, back: () => setStep('confirm'),
    customers, message, setMessage,
    /** Why the manifest cannot be created yet (no stops, no vehicle type); null when it can. */
    refusal: createRefusal(stops, vehicleTypeId),
    /** The chosen consignments with no free stop. */
    skipped: leftOut(rows),
    failure,
    loading,
    submit,
    /** OK on the confirmation: the customer e-mail first when a customer booked one of the consignments. */
    confirm: () => (customers.length > 0 ? setStep('email') : void submit(null)),
  };
}
