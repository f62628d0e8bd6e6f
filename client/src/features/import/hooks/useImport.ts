import { useCallback, useEffect, useState } from 'react';
import { loadImport, loadProgress, saveMapping, startBooking, uploadSheet } from '../importApi';
import { initiallyChosen, type ImportSummary, type ImportView } from '../importRules';

/** How often the progress bar asks the server while rows are being booked. */
const PROGRESS_POLL_MS = 700;

/** The import screen's state: the uploaded import, the rows chosen, the booking run and the last error. */
export function useImport() {
  const [view, setView] = useState<ImportView | null>(null);
  const [progress, setProgress] = useState<ImportSummary | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((next: ImportView) => {
    setView(next);
    setProgress(next);
    setChosen(initiallyChosen(next.Rows));
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }, []);

  const booking = progress?.Status === 'Booking';
  const id = view?.Id;
  useEffect(() => {
    if (!booking || id === undefined) return;
    const timer = setInterval(() => {
      loadProgress(id)
        .then((p) => (p.Status === 'Booking' ? setProgress(p) : loadImport(id).then(show)))
        .catch((e: Error) => setError(e.message));
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [booking, id, show]);

  return {
    view,
    progress,
    chosen,
    setChosen,
    error,
    busy,
    upload: (file: File, customerId: number | null) => run(async () => show(await uploadSheet(file, customerId))),
    map: (mapping: Record<string, string>) => run(async () => {
      if (view) show(await saveMapping(view.Id, mapping));
    }),
    book: (asQuotes: boolean) => run(async () => {
      if (view) setProgress(await startBooking(view.Id, chosen, asQuotes));
    }),
  };
}
