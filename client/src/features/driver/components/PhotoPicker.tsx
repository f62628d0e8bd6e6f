import { useRef, useState } from 'react';
import { downscalePhoto } from '../images';
import { Button } from '../ui';

/** Takes or chooses photos with the phone's camera; each is made smaller (max 1600 px JPEG) at once. */
export function PhotoPicker({ label, testId, photos, onChange }: { label: string; testId: string; photos: Blob[]; onChange: (photos: Blob[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const made = await Promise.all(Array.from(files).map(downscalePhoto));
      onChange([...photos, ...made]);
    } catch {
      setError('That file is not a photo this phone can read.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="drv-stack" style={{ gap: 4 }}>
      <div className="drv-row">
        <Button onClick={() => input.current?.click()} busy={busy}>{label}</Button>
        <span data-testid={`${testId}-count`}>{photos.length} chosen</span>
        {photos.length > 0 && <Button variant="link" small onClick={() => onChange([])}>Remove all</Button>}
      </div>
      <input ref={input} type="file" accept="image/*" capture="environment" multiple hidden aria-label={label} data-testid={testId} onChange={(e) => void add(e.target.files)} />
      {error && <span className="drv-error-text" role="alert">{error}</span>}
    </div>
  );
}
