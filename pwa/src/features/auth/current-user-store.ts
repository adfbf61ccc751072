// Who is signed in. The server decides; the device database remembers the last answer so that
// an offline reload still renders the signed-in shell. A network failure never signs anyone
// out: only a definite `null` (or 401/403) from GET /api/auth/user does.
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { deviceDbExists } from '../../client-core/local-db/device-db-exists';
import { clearMediaCaches } from '../../client-core/media-cache';
import { whenIdle } from '../../client-core/scheduling';
import { logout, probeSession } from './api/auth-api';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: CurrentUser; source: 'server' | 'device' }
  | { status: 'signed-out' }
  /** The server cannot be reached and no member is remembered on this device. */
  | { status: 'unreachable' };

type Listener = () => void;

let state: AuthState = { status: 'loading' };
const listeners = new Set<Listener>();
let started = false;

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuthState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the state is no longer loading (at once if it is not). */
export function whenAuthDecided(): Promise<void> {
  return new Promise((resolve) => {
    if (state.status !== 'loading') return resolve();
    const unsubscribe = subscribeAuthState(() => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}

/** The signed-in member, or null (for code outside React, e.g. the sync engine). */
export function getCurrentUser(): CurrentUser | null {
  return state.status === 'signed-in' ? state.user : null;
}

// The device database pulls in Dexie; loading it on demand keeps it out of the first paint.
const deviceDb = () => import('../../client-core/local-db/device-db');

/**
 * When idle, Dexie's first load would otherwise delay the member's first paint; by then the
 * member may have changed (a profile edit) or signed out.
 */
function remember(user: CurrentUser) {
  keepLocalCopy(user);
  whenIdle(() => {
    const current = getCurrentUser();
    if (current?.id !== user.id) return;
    deviceDb()
      .then((m) => m.rememberMember(current))
      .catch((error) => console.warn('Could not remember the member on this device', error));
    // Media another member saw on this device is not for this one (ADR 022).
    void clearMediaCaches(current.id).catch(() => undefined);
  });
}

/**
 * The remembered member also in localStorage: read without opening the device database, so that
 * an offline start renders the member's shell as soon as the app runs (both copies are written
 * together; the device database is read when this one is missing).
 */
const LOCAL_MEMBER_KEY = 'greenroom:member';

function keepLocalCopy(user: CurrentUser) {
  try {
    localStorage.setItem(LOCAL_MEMBER_KEY, JSON.stringify(user));
  } catch {
    // Storage refused: the device database still remembers.
  }
}

function localCopy(): CurrentUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(LOCAL_MEMBER_KEY) ?? 'null') as CurrentUser | null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** What the signed-in shell kept in localStorage for the member (who they are, the feed's first
 * page, unsent usage events): not for whoever signs in next. */
function forgetLocalCopies() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys) {
      if (
        key === LOCAL_MEMBER_KEY ||
        key.startsWith('greenroom:feed-snapshot:') ||
        key === 'greenroom:analytics-queue'
      ) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Tabs in step (ADR 047): the member pointer above is written at every sign-in and removed at
 * every sign-out, and the origin's other tabs hear of it (the `storage` event). What a tab does
 * when the pointer changes elsewhere (`value`: its new value): a tab showing a member who signed
 * out, or another member than the one now signed in, leaves for `/` — the landing page, or the
 * new member's own shell — so it never goes on showing the first member's replica; a signed-out
 * tab follows a sign-in. A change to the same member (a profile edit) is nothing.
 */
export function otherTabSays(shown: AuthState, value: string | null): 'leave' | 'stay' {
  let id: string | null = null;
  try {
    const user = JSON.parse(value ?? 'null') as { id?: unknown } | null;
    id = typeof user?.id === 'string' ? user.id : null;
  } catch {
    id = null;
  }
  if (shown.status === 'loading') return 'stay';
  if (shown.status === 'signed-in') return id === shown.user.id ? 'stay' : 'leave';
  return id === null ? 'stay' : 'leave';
}

function followOtherTabs() {
  // The build's prerender (src/prerender) starts a visitor's state in node: no window there.
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCAL_MEMBER_KEY || event.storageArea !== localStorage) return;
    if (otherTabSays(state, event.newValue) === 'stay') return;
    // The member's screens unmount now (their sync stops, their database closes).
    if (state.status === 'signed-in') set({ status: 'signed-out' });
    window.location.assign('/');
  });
}

async function forget() {
  forgetLocalCopies();
  // The member's media leave the service worker's caches with them (ADR 022).
  await clearMediaCaches().catch(() => undefined);
  if (!(await deviceDbExists())) return;
  try {
    const device = await deviceDb();
    const member = await device.getCurrentMember();
    await device.forgetCurrentMember();
    if (member) await (await import('../../sync/leave-device')).leaveDevice(member.id);
  } catch (error) {
    console.warn("Could not clear the member's data on this device", error);
  }
}

async function rememberedMember(): Promise<CurrentUser | null> {
  if (!(await deviceDbExists())) return null;
  try {
    return await (await deviceDb()).getCurrentMember();
  } catch {
    return null;
  }
}

/** A fresh copy of the member from the server (sign-in, profile edits). */
export function setSignedIn(user: CurrentUser) {
  set({ status: 'signed-in', user, source: 'server' });
  remember(user);
}

/**
 * A newer copy of some of the signed-in member's own fields (their replica row after a profile
 * edit, optimistic or acknowledged). Keeps the source; a no-op when nobody is signed in, for
 * another member, or when nothing changes. The device copy follows, for offline reloads.
 */
export function updateCurrentUser(changes: Partial<CurrentUser>): void {
  if (state.status !== 'signed-in') return;
  const current = state.user;
  if (changes.id !== undefined && changes.id !== current.id) return;
  const next = { ...current, ...changes, id: current.id } as CurrentUser;
  const keys = Object.keys(changes) as Array<keyof CurrentUser>;
  if (keys.every((key) => JSON.stringify(current[key]) === JSON.stringify(next[key]))) return;
  set({ status: 'signed-in', user: next, source: state.source });
  keepLocalCopy(next);
  deviceDb()
    .then((m) => m.updateRememberedMember(next))
    .catch((error) => console.warn('Could not update the member on this device', error));
}

/** Asks the server who is signed in; keeps the current state when it cannot answer. */
export async function refreshCurrentUser(): Promise<void> {
  const probe = await probeSession();
  if (probe.kind === 'member') {
    setSignedIn(probe.user);
  } else if (probe.kind === 'anonymous') {
    // Signing out here: signOut() clears the device and leaves the page itself. The member's
    // screens stay until then rather than the landing page flashing before the reload.
    if (leaving) return;
    set({ status: 'signed-out' });
    await forget();
  } else if (state.status === 'loading') {
    const user = await rememberedMember();
    // The server may have answered meanwhile (a later refresh); do not overwrite it.
    if (getAuthState().status === 'loading') {
      set(user ? { status: 'signed-in', user, source: 'device' } : { status: 'unreachable' });
    }
  }
}

/** Starts the auth state once per page: remembered member first, the server's word after. */
export function startAuth(): void {
  if (started) return;
  started = true;
  followOtherTabs();
  // Render the remembered member at once; the server's answer replaces it when it arrives.
  const quick = localCopy();
  if (quick) set({ status: 'signed-in', user: quick, source: 'device' });
  else {
    void rememberedMember().then((user) => {
      if (user && getAuthState().status === 'loading') {
        set({ status: 'signed-in', user, source: 'device' });
      }
    });
  }
  void refreshCurrentUser();
  // Whenever we could not ask the server, ask again when the network is back.
  window.addEventListener('online', () => {
    const s = getAuthState();
    if (s.status === 'unreachable' || (s.status === 'signed-in' && s.source === 'device')) {
      void refreshCurrentUser();
    }
  });
}

/**
 * For a page the server prerendered for a visitor: it saw no session cookie, so nobody is signed
 * in and the page hydrates as it was painted, with no call and no Dexie. (A member remembered
 * from an expired session is forgotten by the next start from the shell, which asks the server.)
 */
export function startAuthAsVisitor(): void {
  if (started) return;
  started = true;
  followOtherTabs();
  set({ status: 'signed-out' });
}

/** Set by signOut() until the page it leaves is gone. */
let leaving = false;

/** Sign out: the logout call, the device pointer cleared, then a full redirect to /. */
export async function signOut(): Promise<void> {
  leaving = true;
  // This device stops receiving the member's pushes (while the session can still say so).
  await import('../notifications/push/push-device').then((m) => m.turnOffPush()).catch(() => {});
  await logout();
  await forget();
  // What was shared into the app and not used leaves with the member (ADR 048); not in forget(),
  // which also runs when a visitor's page starts, after a share made signed out.
  await import('../../client-core/shared-in').then((m) => m.clearSharedIn()).catch(() => {});
  window.location.assign('/');
}
