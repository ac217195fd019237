/**
 * The top of a detail page, a property's or a project's: the way back to its list, and
 * the header under the photos (its availability or marquee badge, the title at the page's
 * level, the address, the price line, the key facts, and whatever the page adds under
 * them). Styles: detail.css.
 */
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../controls/Heading.tsx';
import { Link } from '../navigation/Link.tsx';

export interface ListLink {
  href: string;
  label: string;
}

/** "← All properties for sale": where the visitor came from, or would go next. */
export function BackLink({ list }: { list: ListLink }) {
  return (
    <p className="detail__back">
      <Link className="link" href={list.href}>
        <span aria-hidden="true">←</span>
        {list.label}
      </Link>
    </p>
  );
}

export interface DetailHeaderProps {
  title: string;
  level: HeadingLevel;
  address: string;
  /** the price line; none: no line */
  price: string | null;
  /** the badge above the title (sold, new…); '' for none */
  badge: string;
  /** the badge of a page that is closed: sold, let, sold out */
  closed: boolean;
  /** the key facts, each an `<li>` */
  facts: ReactNode;
  children?: ReactNode;
}

export function DetailHeader({ title, level, address, price, badge, closed, facts, children }: DetailHeaderProps) {
  return (
    <header className="detail__header">
      {badge ? (
        <p className={closed ? 'badge badge--closed' : 'badge'} part="badge">
          {badge}
        </p>
      ) : null}
      <Heading level={level} className="detail__title">
        {title}
      </Heading>
      <p className="detail__address">{address}</p>
      {price === null ? null : (
        <p className="detail__price" part="price">
          {price}
        </p>
      )}
      <ul className="key-facts">{facts}</ul>
      {children}
    </header>
  );
}
