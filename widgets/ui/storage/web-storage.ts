/**
 * The page's Web Storage, safely (core/storage.ts): a blocked or full storage costs what
 * it would have kept, never the screen. Session storage dies with the tab (drafts, what a
 * thank-you page repeats, the owner's session flag); local storage keeps what the visitor
 * chose for good (their language).
 */
import { safeStorage } from '../../../core/storage.ts';

export const sessionStore = safeStorage(() => globalThis.sessionStorage);
export const localStore = safeStorage(() => globalThis.localStorage);
