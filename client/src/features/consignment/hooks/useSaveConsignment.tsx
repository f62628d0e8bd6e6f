import { useMutation } from '@apollo/client/react';
import { isQuoteConversion } from '@domain/consignment-lifecycle';
import { useState } from 'react';
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
 * Saving a quote or a consignment (spec 1 §2, §4, §5): the quote warning (a new quote) or the
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
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
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
      if (f.kind === 'fields') setFieldErrors(f.fields);
      else if (f.kind === 'message') setFailure(f.message);
      else if (f.kind === 'confirm' && (await ask(f.questions))) await send(draft, isQuote, [...accepted, ...f.questions.map((q) => q.code)]);
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
    } else if (!loaded && !asConsignment && !(await confirm('quote-warning', 'Save as quote', QUOTE_WARNING, 'Save quote'))) return;
    setSaving(true);
    try {
      await send({ ...draft, stops: await locate(draft.stops) }, !asConsignment && wasQuote, []);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, fieldErrors, failure, clearFailure: () => setFailure(null) };
}
