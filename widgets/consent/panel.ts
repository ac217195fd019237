/**
 * Which layer of the consent dialog is open, shared by `<agency-cookie-consent>`
 * and whatever reopens it (`<agency-cookie-settings>`, a page script).
 */
import { createStore } from 'zustand/vanilla';
import { prepareProof } from './send.ts';

export interface ConsentPanelState {
  /** the second layer (the categories) is open */
  preferences: boolean;
  /** where focus returns when the second layer closes; null: where it was before the first layer */
  opener: HTMLElement | null;
  /** code of a category the visitor just refused has run on this page: only a reload stops it */
  reloadNeeded: boolean;
  /** counts decisions on this page, so each one is announced */
  decisions: number;
}

export const consentPanel = createStore<ConsentPanelState>()(() => ({
  preferences: false,
  opener: null,
  reloadNeeded: false,
  decisions: 0,
}));

/**
 * Opens the second layer, with the current choices. A page without
 * `<agency-cookie-consent>` gets one, so a settings link works on every page.
 */
export function openPreferences(opener: HTMLElement | null = null): void {
  if (!document.querySelector('agency-cookie-consent')) {
    document.body.append(document.createElement('agency-cookie-consent'));
  }
  prepareProof();
  consentPanel.setState({ preferences: true, opener });
}

export function closePreferences(): void {
  consentPanel.setState({ preferences: false });
}
