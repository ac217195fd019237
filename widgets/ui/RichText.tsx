import { useEffect, useMemo, useState } from 'react';
import { loadSanitizer } from '../trusted-types.ts';
import { hasMarkup, richText } from './rich-text.ts';

export function RichText({ source, className }: { source: string; className?: string }) {
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
  const content = useMemo(() => richText(source), [source, sanitizer]);
  return <div className={`rich-text ${className ?? ''}`}>{content}</div>;
}
