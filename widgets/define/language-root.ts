/**
 * What wraps every element's component: the lingui context of the element's language
 * (its own `lang`, else the page's) and a `div.agency-root` carrying that `lang`. Until
 * the element's texts are in it renders nothing, or, for screens that fetch their data on
 * mount, renders at once hidden, so those requests run alongside the texts.
 */
import { type ComponentType, createElement as h, useLayoutEffect, useMemo } from 'react';
import { type Language, toLanguage } from '../../core/i18n/languages.ts';
import { useI18n } from '../i18n.ts';
import { ElementTree } from './element-tree.ts';
import type { HostLoading } from './host-state.ts';
import type { Prerender } from './prerender.ts';
import { useAgencyStore } from './page-context.ts';

export interface LanguageRootProps {
  tag: string;
  host: HTMLElement;
  /** the element's own `lang` attribute */
  lang: unknown;
  renderWhileTextsLoad: boolean;
  /** the element's `loading` state */
  loading: HostLoading;
  component: ComponentType<object>;
  props: Record<string, unknown>;
  /** the server's rendering of the element, when it has one */
  prerender?: Prerender | undefined;
}

export function LanguageRoot({ tag, host, lang, renderWhileTextsLoad, loading, component, props, prerender }: LanguageRootProps) {
  const pageLanguage = useAgencyStore((state) => state.language);
  const texts = useI18n(toLanguage(lang) ?? pageLanguage, tag, renderWhileTextsLoad);
  const i18n = texts?.i18n;
  const visible = texts?.visible ?? false;
  // the language on screen: the requested one once its texts are in, the previous until then
  const language = i18n?.locale as Language | undefined;
  // One lingui instance per language, never re-activated: providing it directly (rather
  // than through I18nProvider, which waits an effect for a new instance) switches texts
  // in the same render as everything else; a new value once the texts are in, so that
  // memoized parts render them too.
  const lingui = useMemo(() => i18n && { i18n, _: i18n.t.bind(i18n) }, [i18n, visible]);
  const context = useMemo(() => language && { host, language }, [host, language]);
  // after the parts' own layout effects: a part that waits for its data says so first
  useLayoutEffect(() => loading.textsShown(Boolean(lingui && context && visible)), [loading, lingui, context, visible]);
  if (!lingui || !context) return null;
  return h(ElementTree, { lingui, context, loading, visible, prerender, component, props });
}
