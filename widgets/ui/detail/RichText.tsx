import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../define/prerender.ts';
import { loadSanitizer } from '../../trusted-types.ts';
import { hasMarkup, richText } from './rich-text.ts';

export function RichText({ source, className }: { source: string; className?: string }) {
  // the server has no sanitiser: its plain paragraphs stand until the element has taken them over
  const hydrated = useHydrated();
  const [sanitizer, setSanitizer] = useState(0);
  useEffect(() => {
    if (!hasMarkup(source)) return undefined;
    let live = true;
    loadSanitizer().then(
      () => live && setSanitizer((count) => count + 1),
      (error: unknown) => console.error('agency-widgets: the description could not be prepared.', error),
    );
    return () => {
      live = false;
    };
  }, [source]);
  const content = useMemo(() => richText(source, { sanitize: hydrated }), [source, sanitizer, hydrated]);
  return <div className={`rich-text ${className ?? ''}`}>{content}</div>;
}
