import { useState } from 'react';
import type { FrequencyDraft } from '../consignmentDraft';
import { frequencyProblems } from '../frequentSettings';

/**
 * The frequent settings open in the modal (null when it is closed). OK keeps them only once they have no
 * problems; the problems show from the first OK on.
 */
export function useFrequencyEditor(isNew: boolean, onChange: (patch: { isFrequent: boolean; frequency: FrequencyDraft }) => void) {
  const [editing, setEditing] = useState<FrequencyDraft | null>(null);
  const [tried, setTried] = useState(false);
  const open = (value: FrequencyDraft) => {
    setTried(false);
    setEditing(value);
  };
  const problems = editing ? frequencyProblems(editing, new Date(), isNew) : {};
  const ok = () => {
    setTried(true);
    if (!editing || Object.keys(problems).length) return;
    onChange({ isFrequent: true, frequency: editing });
    setEditing(null);
  };
  return { editing, setEditing, tried, problems, open, ok, close: () => setEditing(null) };
}
