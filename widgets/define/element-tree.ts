/**
 * What every element renders inside its shadow root, in the browser (language-root.ts) and
 * on the server (widgets/server/render.ts) alike: their HTML must match for the browser to
 * take the server's over. The lingui context of the element's language, what
 * useElement() reads, the count of the element's ids, on the server its page, and a
 * `div.agency-root` carrying the language.
 */
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ComponentType, createElement as h, useState } from 'react';
import { Part } from '../ui/loading/Part.tsx';
import { type ElementContext, ElementProvider } from './context.ts';
import { type IdCount, IdCountContext } from './element-id.ts';
import { type HostLoading, HostLoadingContext } from './host-state.ts';
import { type PageContext, PageContextValue } from './page-context.ts';
import { type Prerender, PrerenderContext } from './prerender.ts';

export interface ElementTreeProps {
  lingui: { i18n: I18n; _: I18n['t'] };
  context: ElementContext;
  loading: HostLoading | undefined;
  visible: boolean;
  prerender: Prerender | undefined;
  /** on the server, the page it renders for (in the browser, the window's) */
  page?: PageContext | undefined;
  component: ComponentType<object>;
  props: Record<string, unknown>;
}

export function ElementTree({ lingui, context, loading, visible, prerender, page, component, props }: ElementTreeProps) {
  const [ids] = useState<IdCount>(() => ({ next: 0 }));
  const root = h(
    'div',
    { className: 'agency-root', lang: context.language, style: visible ? undefined : { display: 'none' } },
    h(Part, null, h(component, { ...props, ...context })),
  );
  return h(
    LinguiContext.Provider,
    { value: lingui },
    h(
      ElementProvider,
      { value: context },
      h(
        HostLoadingContext.Provider,
        { value: loading },
        h(
          PrerenderContext.Provider,
          { value: prerender },
          h(PageContextValue.Provider, { value: page }, h(IdCountContext.Provider, { value: ids }, root)),
        ),
      ),
    ),
  );
}
