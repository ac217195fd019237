/**
 * What every page runs of the banner: the consent itself (the stored decision, Consent
 * Mode, the page's gated scripts and frames: widgets/consent/) and whether a layer is to
 * be shown. The layers (CookieConsent.tsx: the first layer, the choices, the reload
 * notice) load when one is: on a first visit, when the visitor reopens the choices, after
 * a decision on this page. A returning visitor's pages carry none of their code.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { startConsent } from '../consent/consent.ts';
import { consentPanel } from '../consent/panel.ts';
import type { ElementContext } from '../define/context.ts';
import { useAgencyStore } from '../define/page-context.ts';
import type { CookieConsentProps } from './CookieConsent.tsx';

// Gated scripts of the page run as soon as this chunk is in, not after the first render.
startConsent();

type Layers = ComponentType<CookieConsentProps & ElementContext>;

let layers: Promise<Layers> | undefined;
function loadLayers(): Promise<Layers> {
  if (!layers) {
    const pending = import('./CookieConsent.tsx').then((module) => module.CookieConsent);
    // a chunk that failed (network) is asked for again the next time a layer is wanted
    pending.catch(() => {
      if (layers === pending) layers = undefined;
    });
    layers = pending;
  }
  return layers;
}

export function CookieConsentGate(props: CookieConsentProps & ElementContext) {
  const undecided = useAgencyStore((state) => state.consent.status === 'unset');
  const panel = useStore(consentPanel);
  const wanted = undecided || panel.preferences || panel.reloadNeeded || panel.decisions > 0;
  const [Loaded, setLoaded] = useState<Layers | undefined>(undefined);
  useEffect(() => {
    if (!wanted || Loaded) return undefined;
    let live = true;
    loadLayers().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => console.error('agency-widgets: the cookie banner could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
