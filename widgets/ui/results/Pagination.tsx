/**
 * Page links under a list, shared by the property and project lists. Each is a real link
 * (`?page=3`: open in a new tab, crawl, copy); a plain click stays in the list. The
 * navigation is named by the list's paging title, so a screen reader hears where it is
 * before it hears the links. The numbers are written as the visitor's language writes them
 * (`1.234`), as the paging title above writes the same page. Styles: pagination.css.
 */
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { formatNumber } from '../../../core/format/numbers.ts';
import { useElement } from '../../define/context.ts';
import { pageItems } from './page-items.ts';

export interface PaginationProps {
  page: number;
  /** with `more`, the pages known so far */
  pageCount: number;
  /** more pages follow than are known (the matches were not all counted): no last page is shown */
  more?: boolean | undefined;
  /** the accessible name of the navigation */
  label: string;
  /** the URL of a page */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** fewer links, for a phone's width */
  compact?: boolean;
}

export function Pagination({ page, pageCount, more, label, hrefFor, onPage, compact = false }: PaginationProps) {
  const { t } = useLingui();
  const { language } = useElement();
  if (pageCount < 2 && !more) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== page) onPage(target);
  };
  // the step to the page before or after: a link where there is one, else its symbol greyed out
  const step = (target: number, shown: boolean, rel: 'prev' | 'next', symbol: string, name: string) => (
    <li>
      {shown ? (
        <a className="pagination__link pagination__step" href={hrefFor(target)} rel={rel} onClick={go(target)}>
          <span className="visually-hidden">{name}</span>
          <span aria-hidden="true">{symbol}</span>
        </a>
      ) : (
        <span className="pagination__link pagination__step pagination__link--disabled" aria-hidden="true">
          {symbol}
        </span>
      )}
    </li>
  );

  return (
    <nav className="pagination" aria-label={label} part="pagination">
      <ul className="pagination__list">
        {step(page - 1, page > 1, 'prev', '‹', t({ id: 'ui.pagination.previous', message: 'Previous page' }))}
        {pageItems(page, pageCount, compact ? 0 : 1, more).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="pagination__link"
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={go(item)}
              >
                <span className="visually-hidden">{t({ id: 'ui.pagination.page', message: 'Page' })} </span>
                {formatNumber(item, language)}
              </a>
            </li>
          ),
        )}
        {step(page + 1, page < pageCount || !!more, 'next', '›', t({ id: 'ui.pagination.next', message: 'Next page' }))}
      </ul>
    </nav>
  );
}
