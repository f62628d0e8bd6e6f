import { useEffect, useState } from 'react';
import { readToken } from '../../../app/session/storage';

/** An /api/Photos/{id} image: fetched with the Token header (an <img src> cannot send it). */
export function AuthImage({ url, alt, testId }: { url: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(url, { headers: { Token: readToken() ?? '' } })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => { if (b && live) { objectUrl = URL.createObjectURL(b); setSrc(objectUrl); } })
      .catch(() => undefined);
    return () => { live = false; if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [url]);
  if (!src) return <span style={{ display: 'inline-block', width: 64, height: 64, background: '#f0f0f0', borderRadius: 4 }} />;
  return <img src={src} alt={alt} data-testid={testId} style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4, border: '1px solid #eee' }} />;
}
