/**
 * Whether the page is being printed (or saved as PDF): the report then shows all its
 * history rows and its table of visits per day, which the screen pages and folds away.
 * `beforeprint` comes before the browser lays the page out for paper, so the report
 * renders synchronously in it; `matchMedia('print')` catches what the events miss.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const on = () => flushSync(() => setPrinting(true));
    const off = () => setPrinting(false);
    const media = window.matchMedia?.('print');
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? on() : off());
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    media?.addEventListener?.('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
      media?.removeEventListener?.('change', onMedia);
    };
  }, []);
  return printing;
}
