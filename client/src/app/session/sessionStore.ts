/**
 * Session state shared by the Apollo links (outside React) and the UI: the token, when our server
 * last replied (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": every reply resets the inactivity clock) and whether the signed-out modal
 * is open. A tiny external store read with useSyncExternalStore.
 */
import { clearToken, readToken, writeToken } from './storage';

interface SessionState {
  token: string | null;
  /** True once the server has confirmed the token in this page's life (a currentUser reply). */
  confirmed: boolean;
  /** Epoch ms of the last reply from our server. */
  lastReplyAt: number;
  signedOut: boolean;
}

let state: SessionState = { token: readToken(), confirmed: false, lastReplyAt: Date.now(), signedOut: false };
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const sessionStore = {
  /** For useSyncExternalStore, with one of the getters below. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Just the token, so a reply (which moves lastReplyAt) does not re-render token readers. */
  getToken(): string | null {
    return state.token;
  },
  /** Just the modal flag, for the same reason. */
  getSignedOut(): boolean {
    return state.signedOut;
  },
  /** Just the time of the last reply, for the inactivity clock alone. */
  getLastReplyAt(): number {
    return state.lastReplyAt;
  },
  /** A successful sign-in: the server already vouched for this token. */
  signedIn(token: string): void {
    writeToken(token);
    update({ token, confirmed: true, signedOut: false, lastReplyAt: Date.now() });
  },
  /** The server accepted the stored token (currentUser replied). */
  confirm(): void {
    if (!state.confirmed) update({ confirmed: true });
  },
  /** Any reply from our own server except signOut (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"). */
  serverReplied(): void {
    update({ lastReplyAt: Date.now() });
  },
  /**
   * The server said UNAUTHENTICATED, or the inactivity clock ran out. A token that was never confirmed
   * (a stale one found at start-up) is dropped quietly; a live session opens the signed-out modal.
   */
  sessionEnded(): void {
    if (!state.token || state.signedOut) return;
    if (!state.confirmed) {
      clearToken();
      update({ token: null });
      return;
    }
    update({ signedOut: true });
  },
  /** The user acknowledged the modal or pressed logout: forget the token. */
  clear(): void {
    clearToken();
    update({ token: null, confirmed: false, signedOut: false });
  },
};
