import { useMutation } from '@apollo/client/react';
import { isQuoteConversion } from '@domain/consignment-lifecycle';
import { useRef, useState } from 'react';
import type { FieldError } from '../../../app/apollo/errorInfo';
import { CreateConsignmentMutation, UpdateConsignmentMutation } from '../consignment.operations';
import { invalidStopTimes, toInput, type ConsignmentDraft, type LoadedConsignment } from '../consignmentDraft';
import { QUOTE_TO_CONSIGNMENT, QUOTE_WARNING, quoteSavedMessage } from '../quoteMessages';
import { readSaveFailure, splitQuestions } from '../saveErrors';
import { useConfirm, useNotice } from './useConfirm';
import { useLocateStops } from './useLocateStops';

export { QUOTE_TO_CONSIGNMENT };

interface Options {
  loaded: LoadedConsignment | null;
  office: boolean;
  onSaved: (saved: LoadedConsignment) => void;
}

type Question = { code: string; message: string };

/**
 * Saving a quote or a consignment (behaviour.md "Booking / Confirmations and warnings"; "Booking / Consignment lifecycle"; "Booking / Saving a consignment"): the quote warning (a new quote) or the
 * quote-to-consignment warning, then the save. The server's questions open the missing-fields
 * confirmation (save anyway) and the backdated warning, and the save is resent with the accepted codes.
 * A saved quote shows the quote confirmation.
 */
export function useSaveConsignment({ loaded, office, onSaved }: Options) {
  const confirm = useConfirm();
  const notice = useNotice();
  const [create] = useMutation(CreateConsignmentMutation);
  const [update] = useMutation(UpdateConsignmentMutation);
  const locate = useLocateStops();
  const [saving, setSaving] = useState(false);
  // The field errors of the last save and the form as it was then: a message goes once its field changes.
  const [rejected, setRejected] = useState<{ fields: FieldError[]; draft: ConsignmentDraft } | null>(null);
  const attempted = useRef<ConsignmentDraft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Asks the missing-fields confirmation, then the backdated warning; true when the user accepts all. */
  const ask = async (questions: Question[]): Promise<boolean> => {
    const { missingFields, backdated } = splitQuestions(questions);
    const lines = (qs: Question[]) => qs.map((q) => <p key={q.code}>{q.message}</p>);
    if (missingFields.length && !(await confirm('missing-fields', 'Missing fields', lines(missingFields), 'Save anyway'))) return false;
    return !backdated.length || confirm('backdated-warning', 'Backdated consignment', lines(backdated), 'Save backdated');
  };

  const send = async (draft: ConsignmentDraft, isQuote: boolean, accepted: string[]): Promise<void> => {
    const input = toInput(draft, { version: loaded?.version, isQuote, office, accepted });
    try {
      const result = loaded ? await update({ variables: { id: loaded.id, input } }) : await create({ variables: { input } });
      const data = result.data;
      const saved = data && ('updateConsignment' in data ? data.updateConsignment : data.createConsignment);
      if (!saved) return;
      onSaved(saved);
      if (saved.isQuote) await notice('quote-confirmation', 'Quote saved', quoteSavedMessage(saved.consignmentReference, saved.price));
    } catch (error) {
      const f = readSaveFailure(error);
      if (f.kind === 'fields') setRejected({ fields: f.fields, draft: attempted.current ?? draft });
      else if (f.kind === 'message') setFailure(f.message);
      else if (f.kind === 'confirm' && (await ask(f.questions))) await send(draft, isQuote, [...accepted, ...f.questions.map((q) => q.code)]);
    }
  };

  const save = async (draft: ConsignmentDraft, asConsignment: boolean) => {
    setRejected(null);
    setFailure(null);
    attempted.current = draft;
    const badTimes = invalidStopTimes(draft.stops, new Date());
    if (badTimes.size) {
      setRejected({ fields: [...badTimes].map(([i, message]) => ({ field: `consignmentAddresses[${i}].scheduledStartDateAndTime`, message })), draft });
      return;
    }
    // A new booking was never saved as a quote: saving it as a consignment converts nothing (issue 19 item 10).
    const wasQuote = loaded ? loaded.isQuote : true;
    if (loaded && isQuoteConversion(loaded, asConsignment)) {
      if (!(await confirm('quote-to-consignment', 'Save as consignment', QUOTE_TO_CONSIGNMENT))) return;
    } else if (!loaded && !asConsignment && !(await confirm('quote-warning', 'Save as quote', QUOTE_WARNING, 'Save quote'))) return;
    setSaving(true);
    try {
      await send({ ...draft, stops: await locate(draft.stops) }, !asConsignment && wasQuote, []);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, rejected, failure, clearFailure: () => setFailure(null) };
}
