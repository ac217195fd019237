/**
 * Puts structured data into the HOST page's head while the element shows it: search
 * engines read the document, not shadow roots. Replaced when the data changes, removed
 * when the element leaves the page.
 */
import { useEffect } from 'react';
import { jsonLdText } from './json-ld.ts';

/** The marker of the scripts this element adds, so a page (or a test) can find them. */
export const JSON_LD_ATTRIBUTE = 'data-agency-listing';

export function useJsonLd(data: object | null, owner: string): void {
  const text = data ? jsonLdText(data) : null;
  useEffect(() => {
    if (text === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, owner);
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text, owner]);
}
