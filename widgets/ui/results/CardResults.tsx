/**
 * The results half of a list screen (properties, projects): the paging title, the
 * polite live region, the load failure with its retry, grey cards until the first
 * answer, the "nothing found" block, the card grid and the page links. While the next
 * page loads the current one stays in place (dimmed), so nothing jumps. After a page
 * link, the view scrolls back to the title and focus goes there, so a keyboard or screen
 * reader visitor starts the new page at its top. Back from a card's page, the visitor
 * lands on that card again (its link focused), not at the top of the list.
 */
import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { Page } from '../../../core/api/contract.ts';
import type { DeviceClass } from '../../../core/format/device.ts';
import { LoadFailure, Status } from '../controls/Alert.tsx';
import type { Resource } from '../api.ts';
import { Pagination } from './Pagination.tsx';
import { COLUMNS } from '../loading/use-device-class.ts';

export interface CardResultsProps<Item> {
  results: Resource<Page<Item>>;
  onRetry: () => void;
  /** the paging title above the cards; also what the live region says when a page arrives */
  title: string;
  /** the page links' accessible name */
  pagesLabel: string;
  /** said and shown when the answer holds nothing */
  emptyMessage: string;
  /** links or buttons under the empty message (clear the filters, be kept informed) */
  emptyActions?: ReactNode;
  /** controls beside the title (the sort); with them the title row stays when nothing is found */
  toolbar?: ReactNode;
  /** how many grey cards stand in for the first answer */
  skeletons: number;
  /** undefined while not known (server-rendered): the layout is the stylesheet's */
  device: DeviceClass | undefined;
  card: (item: Item, eager: boolean) => ReactNode;
  keyOf: (item: Item) => string | number;
  /** the item to mark (the one a map beside the list points at) */
  marked?: string | number | undefined;
  /** the item the visitor points at or focuses, and undefined when they leave the cards */
  onPoint?: (key: string | undefined) => void;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** the title's paragraph, for a screen that moves focus there itself (the phone's "show results") */
  summaryRef: RefObject<HTMLParagraphElement | null>;
}

/** The key of the card an event happened in. */
function keyAt(target: EventTarget | null): string | undefined {
  return (target instanceof Element ? target.closest('li[data-key]')?.getAttribute('data-key') : undefined) ?? undefined;
}

export function CardResults<Item>(props: CardResultsProps<Item>) {
  const { results, title, emptyMessage, device, summaryRef } = props;
  const { t } = useLingui();
  const page = results.data;
  const loading = results.status === 'loading';
  const empty = page !== undefined && page.total === 0;
  const announcement = results.status === 'ready' ? (empty ? emptyMessage : title) : '';

  const goToPage = (target: number) => {
    props.onPage(target);
    const summary = summaryRef.current;
    if (!summary) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    summary.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    summary.focus({ preventScroll: true });
  };

  const grid = useRef<HTMLUListElement>(null);
  const items = page?.items;
  // Back from a card's page: the list was empty while its results loaded, so the browser
  // could not restore the scroll position; the card the visitor opened is brought back.
  useEffect(() => {
    if (!items || results.status !== 'ready') return;
    const opened = openedCard();
    if (!opened) return;
    const index = items.findIndex((item) => String(props.keyOf(item)) === opened);
    forgetOpenedCard();
    const link = index < 0 ? null : grid.current?.children[index]?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    link.scrollIntoView({ block: 'center' });
    link.focus({ preventScroll: true });
  }, [items, results.status]);

  const rememberOpened = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    const card = link?.closest('ul.grid > li');
    const index = card ? [...(grid.current?.children ?? [])].indexOf(card) : -1;
    const item = index >= 0 ? items?.[index] : undefined;
    if (item !== undefined) rememberOpenedCard(String(props.keyOf(item)));
  };

  return (
    <div className="results" aria-busy={loading ? 'true' : 'false'}>
      {/* there from the start, so the cards do not move down when the title arrives */}
      {!empty || props.toolbar ? (
        <div className="toolbar">
          <p className="summary" ref={summaryRef} tabIndex={-1}>
            {title}
            {loading && page ? (
              <span className="summary__loading">
                <span className="spinner" aria-hidden="true" />
                <span className="visually-hidden">{t({ id: 'ui.results.loading', message: 'Loading…' })}</span>
              </span>
            ) : null}
          </p>
          {props.toolbar}
        </div>
      ) : null}
      <Status visuallyHidden>{announcement}</Status>
      {results.status === 'error' ? <LoadFailure messageId={results.error.messageId} onRetry={props.onRetry} /> : null}
      {page === undefined && results.status !== 'error' ? <CardSkeletons count={props.skeletons} /> : null}
      {empty ? (
        <div className="empty" part="empty">
          <p className="empty__message">{emptyMessage}</p>
          {props.emptyActions ? <div className="empty__actions">{props.emptyActions}</div> : null}
        </div>
      ) : null}
      {page && page.items.length > 0 ? (
        <ul
          className="grid"
          ref={grid}
          onClickCapture={rememberOpened}
          onPointerOver={props.onPoint && ((event) => props.onPoint!(keyAt(event.target)))}
          onPointerLeave={props.onPoint && (() => props.onPoint!(undefined))}
          onFocus={props.onPoint && ((event) => props.onPoint!(keyAt(event.target)))}
          onBlur={props.onPoint && (() => props.onPoint!(undefined))}
        >
          {page.items.map((item, index) => (
            // the first row's pictures load at once; the rest when they near the screen
            <li key={props.keyOf(item)} data-key={props.keyOf(item)} className={props.marked !== undefined && String(props.keyOf(item)) === String(props.marked) ? 'marked' : undefined}>
              {props.card(item, index < COLUMNS[device ?? 'desktop'])}
            </li>
          ))}
        </ul>
      ) : null}
      {page ? (
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          more={page.moreThanTotal}
          label={props.pagesLabel}
          hrefFor={props.hrefFor}
          onPage={goToPage}
          compact={device === 'mobile'}
        />
      ) : null}
    </div>
  );
}

/**
 * Grey cards in the place of the first results, shaped like the real ones, so the page
 * does not jump when they arrive. Hidden from assistive technology: the live region says
 * when results are there.
 */
function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="card skeleton">
            <div className="card__media" />
            <div className="card__body">
              <span className="skeleton__line skeleton__line--price" />
              <span className="skeleton__line" />
              <span className="skeleton__line skeleton__line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Where the opened card is remembered: this history entry's state, so back (and only back) finds it. */
const OPENED = 'agencyOpenedCard';

/** This history entry's state as an object (the page's own router may keep anything there). */
function entryState(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function rememberOpenedCard(key: string): void {
  history.replaceState({ ...entryState(), [OPENED]: key }, '');
}

function openedCard(): string | undefined {
  const key = entryState()[OPENED];
  return typeof key === 'string' ? key : undefined;
}

function forgetOpenedCard(): void {
  const { [OPENED]: opened, ...rest } = entryState();
  if (opened !== undefined) history.replaceState(rest, '');
}
