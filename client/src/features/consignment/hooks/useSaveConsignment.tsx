import { useMutation } from '@apollo/client/react';
import { isQuoteConversion } from '@domain/consignment-lifecycle';
import { useState } from 'react';
import type { FieldError } from '../../../app/apollo/errorInfo';
import { CreateConsignmentMutation, UpdateConsignmentMutation } from '../consignment.operations';
import { invalidStopTimes, toInput, type ConsignmentDraft, type LoadedConsignment } from '../consignmentDraft';
import { readSaveFailure } from '../saveErrors';
import { useConfirm } from './useConfirm';
import { useLocateStops } from './useLocateStops';

/** The quote-to-consignment warning (spec 1 §4). */
export const QUOTE_TO_CONSIGNMENT =
  'This quote will be saved as a consignment and booked. This cannot be undone. Do you want to continue?';

interface Options {
  loaded: LoadedConsignment | null;
  office: boolean;
  onSaved: (saved: LoadedConsignment) => void;
}

/**
 * Saving a quote or a consignment (spec 1 §4, §5): the quote-to-consignment warning, then the save;
 * PO / cost-code / backdated questions are asked and the save resent with the accepted codes.
 */
export function useSaveConsignment({ loaded, office, onSaved }: Options) {
  const confirm = useConfirm();
  const [create] = useMutation(CreateConsignmentMutation);
  const [update] = useMutation(UpdateConsignmentMutation);
  const locate = useLocateStops();
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (draft: ConsignmentDraft, isQuote: boolean, accepted: string[]): Promise<void> => {
    const input = toInput(draft, { version: loaded?.version, isQuote, office, accepted });
    try {
      const result = loaded
        ? await update({ variables: { id: loaded.id, input } })
        : await create({ variables: { input } });
      const data = result.data;
      const saved = data && ('updateConsignment' in data ? data.updateConsignment : data.createConsignment);
      if (saved) onSaved(saved);
    } catch (error) {
      const f = readSaveFailure(error);
      if (f.kind === 'fields') setFieldErrors(f.fields);
      else if (f.kind === 'message') setFailure(f.message);
      else {
        const yes = await confirm('save-confirmation', 'Please confirm', f.questions.map((q) => <p key={q.code}>{q.message}</p>));
        if (yes) await send(draft, isQuote, [...accepted, ...f.questions.map((q) => q.code)]);
      }
    }
  };

  const save = async (draft: ConsignmentDraft, asConsignment: boolean) => {
    setFieldErrors([]);
    setFailure(null);
    const badTimes = invalidStopTimes(draft.stops, new Date());
    if (badTimes.size) {
      setFieldErrors([...badTimes].map(([i, message]) => ({ field: `consignmentAddresses[${i}].scheduledStartDateAndTime`, message })));
      return;
    }
    const wasQuote = loaded ? loaded.isQuote : true;
    if (isQuoteConversion({ isQuote: wasQuote }, asConsignment)) {
      if (!(await confirm('quote-to-consignment', 'Save as consignment', QUOTE_TO_CONSIGNMENT))) return;
    }
    setSaving(true);
    try {
      await send({ ...draft, stops: await locate(draft.stops) }, !asConsignment && wasQuote, []);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, fieldErrors, failure, clearFailure: () => setFailure(null) };
}
