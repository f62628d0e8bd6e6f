import { useEffect, useState } from 'react';
import { sessionStore } from '../../app/session/sessionStore';

/** The REST photo store (behaviour.md "Suppliers / Supplier photos": POST /Photos multipart with a file; GET /Photos/{id}). */
const PHOTOS = '/api/Photos';

function tokenHeader(): Record<string, string> {
  const token = sessionStore.getToken();
  return token ? { Token: token } : {};
}

/** Uploads one image and returns the stored file's id; a refusal rejects with the server's message. */
export async function uploadPhoto(file: File): Promise<number> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(PHOTOS, { method: 'POST', headers: tokenHeader(), body });
  const reply = (await response.json().catch(() => null)) as { Id?: number; Message?: string; Errors?: { Message?: string }[] } | null;
  if (!response.ok || typeof reply?.Id !== 'number') throw new Error(reply?.Errors?.[0]?.Message ?? reply?.Message ?? 'The photo could not be uploaded.');
  return reply.Id;
}

/**
 * An object URL for a stored photo. The file needs the Token header, which an <img src> cannot send,
 * so it is fetched and shown from memory; the URL is released when the photo changes or unmounts.
 */
export function usePhotoUrl(photoId: number | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ id: number | null; url: string | null; failed: boolean }>({ id: null, url: null, failed: false });
  useEffect(() => {
    if (!photoId) return;
    let url: string | null = null;
    let cancelled = false;
    fetch(`${PHOTOS}/${photoId}`, { headers: tokenHeader() })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ id: photoId, url, failed: false });
      })
      .catch(() => !cancelled && setState({ id: photoId, url: null, failed: true }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photoId]);
  return state.id === photoId && photoId ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
