import { useCallback, useEffect, useState } from 'react';
import { readToken } from '../../../app/session/storage';
import type { SessionUser } from '../../../app/session/SessionContext';

/** localStorage key of the chosen consignment columns (behaviour.md "Control screen / Consignments tab": the column picker's choice is kept). */
export const COLUMN_STORAGE_KEY = 'dispatch.controlScreen.consignmentColumns';

interface LookupColumn {
  key: string;
  isDefault: boolean;
}

function readStored(): string[] | null {
  try {
    const raw = localStorage.getItem(COLUMN_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) && parsed.every((k) => typeof k === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

interface RestColumn {
  Key: string;
  IsVisible: boolean;
}

/** The customer's own (or its parent's) visible columns, from GET /api/Customers/{id}; null when none are set. */
async function customerColumns(customerId: number): Promise<string[] | null> {
  const res = await fetch(`/api/Customers/${customerId}`, { headers: { Token: readToken() ?? '' } });
  if (!res.ok) return null;
  const body = (await res.json()) as { ConsignmentControlScreenColumns?: RestColumn[] };
  const visible = (body.ConsignmentControlScreenColumns ?? []).filter((c) => c.IsVisible).map((c) => c.Key);
  return visible.length ? visible : null;
}

/**
 * The visible consignment columns: the stored choice, else (customers) the account's columns, else the
 * lookup's default list. Choosing stores the choice in localStorage so it survives a reload.
 */
export function useColumnChoice(user: SessionUser, lookup: readonly LookupColumn[]) {
  const [chosen, setChosen] = useState<string[] | null>(readStored);
  const [accountColumns, setAccountColumns] = useState<string[] | null>(null);

  useEffect(() => {
    if (chosen || user.role !== 'CUSTOMER' || user.customerId == null) return;
    let live = true;
    customerColumns(user.customerId).then(
      (cols) => live && setAccountColumns(cols),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chosen, user.role, user.customerId]);

  const visible = chosen ?? accountColumns ?? lookup.filter((c) => c.isDefault).map((c) => c.key);
  const choose = useCallback((keys: string[]) => {
    localStorage.setItem(COLUMN_STORAGE_KEY, JSON.stringify(keys));
    setChosen(keys);
  }, []);
  return { visible, choose };
}
