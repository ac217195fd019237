/**
 * Page links under a list, shared by the property and project lists. Each is a real link
 * (`?page=3`: open in a new tab, crawl, copy); a plain click stays in the list. The
 * navigation is named by the list's paging title, so a screen reader hears where it is
 * before it hears the links. Styles: pagination.css.
 */
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { pageItems } from './page-items.ts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** the accessible name of the navigation */
  label: string;
  /** the URL of a page */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** fewer links, for a phone's width */
  compact?: boolean;
}

export function Pagination({ page, pageCount, label, hrefFor, onPage, compact = false }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount < 2) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== page) onPage(target);
  };
  const previous = t({ id: 'ui.pagination.previous', message: 'Previous page' });
  const next = t({ id: 'ui.pagination.next', message: 'Next page' });

  return (
    <nav className="pagination" aria-label={label} part="pagination">
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <a className="pagination__link pagination__step" href={hrefFor(page - 1)} rel="prev" onClick={go(page - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{previous}</span>
            </a>
          ) : (
            <span className="pagination__link pagination__step pagination__link--disabled" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageItems(page, pageCount, compact ? 0 : 1).map((item, index) =>
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
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a className="pagination__link pagination__step" href={hrefFor(page + 1)} rel="next" onClick={go(page + 1)}>
              <span className="visually-hidden">{next}</span>
              <span aria-hidden="true">›</span>
            </a>
          ) : (
            <span className="pagination__link pagination__step pagination__link--disabled" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
