/**
 * Headings at the level the page needs: a detail element's title is the page's h1 when
 * it is the main content, lower when a CMS page puts it under its own headings
 * (`heading-level`); its sections follow one level below.
 */
import { type ReactNode } from 'react';
import { Part } from '../loading/Part.tsx';
import { useElementId } from '../../define/element-id.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Any attribute value → a level from 1 to 6 (default 1). */
export function toHeadingLevel(value: unknown, fallback: HeadingLevel = 1): HeadingLevel {
  const level = typeof value === 'string' ? Number(value) : value;
  return typeof level === 'number' && Number.isInteger(level) ? (Math.min(6, Math.max(1, level)) as HeadingLevel) : fallback;
}

export function below(level: HeadingLevel, steps = 1): HeadingLevel {
  return toHeadingLevel(level + steps);
}

export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** A section named by its heading; what it holds fails on its own (Part.tsx). */
export function Section({
  level,
  title,
  className,
  children,
}: {
  level: HeadingLevel;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useElementId();
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={id}>
      <Heading level={level} id={id} className="section__title">
        {title}
      </Heading>
      <Part>{children}</Part>
    </section>
  );
}
