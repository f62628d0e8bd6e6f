import { useCallback, useState } from 'react';
import { MANIFEST_COLUMNS } from '../manifestRules';

/** localStorage key of the chosen manifest columns (behaviour.md "Control screen / Consignments tab": selection stored locally). */
export const MANIFEST_COLUMN_STORAGE_KEY = 'dispatch.controlScreen.manifestColumns';

function readStored(): string[] | null {
  try {
    const raw = localStorage.getItem(MANIFEST_COLUMN_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) && parsed.every((k) => typeof k === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** The visible manifest columns: the stored choice, else the default list; choosing stores it. */
export function useManifestColumnChoice() {
  const [chosen, setChosen] = useState<string[] | null>(readStored);
  const visible = chosen ?? MANIFEST_COLUMNS.filter((c) => c.isDefault).map((c) => c.key);
  const choose = useCallback((keys: string[]) => {
    localStorage.setItem(MANIFEST_COLUMN_STORAGE_KEY, JSON.stringify(keys));
    setChosen(keys);
  }, []);
  return { visible, choose };
}
