import { useMemo } from 'react';
import { richText } from './rich-text.ts';

export function RichText({ source, className }: { source: string; className?: string }) {
  const content = useMemo(() => richText(source), [source]);
  return <div className={`rich-text ${className ?? ''}`}>{content}</div>;
}
