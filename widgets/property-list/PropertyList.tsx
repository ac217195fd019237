/**
 * The property search: filters, sort, results as cards and page links, all of it kept in
 * the page's URL (../property-search/url-state.ts). While the next results load, the current ones stay in
 * place (dimmed), so nothing jumps; the polite live region says what came back.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PropertyQuery, PropertySort } from '../../core/api/contract.ts';
import { pagingTitle } from '../../core/format/paging.ts';
import type { MessageId } from '../../core/messages.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { type ElementContext } from '../define/context.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { useElementId } from '../define/element-id.ts';
import { emit } from '../define/events.ts';
import { useResource } from '../ui/api.ts';
import { CardResults } from '../ui/results/CardResults.tsx';
import { SelectField } from '../ui/controls/Field.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { usePageLocation } from '../ui/navigation/location.ts';
import { listHeadingLevel, listPageSize } from '../ui/results/list-props.ts';
import { PropertyCard } from '../property/PropertyCard.tsx';
import { RecentlyViewedStrip } from '../property/RecentlyViewedStrip.tsx';
import '../ui/results/results-event.ts';
import { useDeviceClass } from '../ui/loading/use-device-class.ts';
import { type HistoryMode, useUrlSearch } from '../ui/navigation/use-url-search.ts';
import { Filters } from './Filters.tsx';
import { useSettled } from '../property-search/use-settled.ts';
import {
  activeFilterCount,
  filtersArePresets,
  type ListFilters,
  type ListState,
  parseGoal,
  presetState,
  propertyQuery,
  mapSearchHref,
  readListState,
  resetFilters,
  writeListState,
} from '../property-search/url-state.ts';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { referenceReads } from '../../core/api/resources/reference.ts';

export interface PropertyListProps {
  /** `sale` or `rent`: the page's subject; the visitor cannot change it */
  goal?: string;
  /** preset property types: web ids, comma-separated */
  type?: string;
  /** preset region: a region code or a region tree id */
  region?: string;
  pageSize?: number;
  /** preset sort */
  sort?: string;
  /** the heading's text (default: the page name for the goal) */
  heading?: string;
  /** 1–3; the cards' titles are one level below */
  headingLevel?: number;
  /** no filter form: the list the attributes describe ("our latest villas"), with sort and pages */
  hideFilters?: boolean;
  /** the first page of the list the attributes describe, and nothing else: no filters, sort, title row or pages (a home page's "new on the market") */
  teaser?: boolean;
  /** no link to the map page (the list is on it) */
  hideMapLink?: boolean;
}

/** The sorts as the menu offers them: the default first, the rarely wanted last. */
const SORT_ORDER: readonly PropertySort[] = ['-date', 'price', '-price', 'type', 'city', 'date'];

/** How long typing must pause before the list searches. */
const TYPING_PAUSE_MS = 400;

export function PropertyList(props: PropertyListProps & ElementContext) {
  const { goal, type, region, sort, heading, host, language } = props;
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const panelId = useElementId();
  const summary = useRef<HTMLParagraphElement>(null);
  const device = useDeviceClass();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const level = listHeadingLevel(props.headingLevel);
  const pageSize = listPageSize(props.pageSize);
  const showFilters = !props.hideFilters && !props.teaser;
  const fixedGoal = goal ? parseGoal(goal) : undefined;
  const urlOptions = useMemo(() => ({ goalFixed: fixedGoal !== undefined }), [fixedGoal]);
  const presets = useMemo(() => presetState({ goal: fixedGoal, type, region, sort }), [fixedGoal, type, region, sort]);

  const here = usePageLocation();
  const [search, navigate] = useUrlSearch();
  const state = useMemo(() => readListState(search, presets, urlOptions), [search, presets, urlOptions]);
  const update = useCallback(
    (next: ListState, mode: HistoryMode) => navigate(writeListState(next, presets, location.search, urlOptions), mode),
    [navigate, presets, urlOptions],
  );

  // typing: one history entry per field, one search per pause
  const typingField = useRef<string | null>(null);
  const [typing, setTyping] = useState(false);
  const onType = (field: string, patch: Partial<ListFilters>) => {
    const mode = typingField.current === field ? 'replace' : 'push';
    typingField.current = field;
    setTyping(true);
    update({ ...state, ...patch, page: 1 }, mode);
  };
  const onTypingEnd = useCallback(() => {
    typingField.current = null;
    setTyping(false);
  }, []);
  const onChange = (patch: Partial<ListFilters>) => {
    onTypingEnd();
    update({ ...state, ...patch, page: 1 }, 'push');
  };

  const query = propertyQuery(state, { pageSize, lang: language });
  const searched = useSettled(JSON.stringify(query), typing ? TYPING_PAUSE_MS : 0);
  const [attempt, setAttempt] = useState(0);
  const results = useResource(propertyReads.list(JSON.parse(searched) as PropertyQuery), [attempt]);
  const types = useResource(showFilters ? referenceReads.types(language) : knownRead([]));
  const regions = useResource(showFilters ? referenceReads.regions(language, 2) : knownRead([]));
  const treesSettled = types.status !== 'loading' && regions.status !== 'loading';

  const page = results.data;
  // a map beside the list marks the card of the property its visitor points at, and the reverse
  const highlighted = useAgencyStore((state) => state.highlighted);
  const setHighlighted = useAgencyStore((state) => state.setHighlighted);
  useEffect(() => {
    if (results.status !== 'ready') return;
    const shown = JSON.parse(searched) as PropertyQuery;
    const { total, page: answered, pageCount, moreThanTotal } = results.data;
    // a page past the end (a bookmark from when there were more): show the last one
    if (pageCount > 0 && (shown.page ?? 1) > pageCount) {
      update({ ...state, page: pageCount }, 'replace');
      return;
    }
    emit(host, 'agency-results', { list: 'properties', query: shown, total, page: answered, pageCount, moreThanTotal });
  }, [results]);

  const goToPage = (target: number) => {
    onTypingEnd();
    update({ ...state, page: target }, 'push');
  };
  const hrefFor = (target: number) => {
    const { pathname, search: query } = here;
    return `${pathname}${writeListState({ ...state, page: target }, presets, query, urlOptions)}`;
  };

  const canReset = !filtersArePresets(state, presets);
  const reset = () => onChange(resetFilters(state, presets));
  const title = page ? pagingTitle(page.page, page.pageCount, page.total, language, page.moreThanTotal) : '';
  const empty = page !== undefined && page.total === 0;
  // spec §8's "no results for the search" as the list's own text: the list then needs no core catalog but the API errors
  // the spec's own message (core's catalogue), not a copy of it
  const noResults = i18n._('empty.searchResults' satisfies MessageId);
  const filterCount = activeFilterCount(state, urlOptions);
  const total = page?.total ?? 0;
  const Heading = `h${level}` as 'h2';
  const mobile = device === 'mobile';
  // the window's width is not known yet (rendered by the server): the stylesheet lays the filters out for it
  const byWidth = device === undefined;
  const headingText =
    heading?.trim() ||
    (fixedGoal === 'sale'
      ? t({ id: 'propertyList.heading.sale', message: 'For sale' })
      : fixedGoal === 'rent'
        ? t({ id: 'propertyList.heading.rent', message: 'For rent' })
        : t({ id: 'propertyList.heading.all', message: 'Our properties' }));

  const sortLabels: Record<PropertySort, string> = {
    '-date': t({ id: 'propertyList.sort.newest', message: 'Newest first' }),
    date: t({ id: 'propertyList.sort.oldest', message: 'Oldest first' }),
    price: t({ id: 'propertyList.sort.priceAscending', message: 'Price (low to high)' }),
    '-price': t({ id: 'propertyList.sort.priceDescending', message: 'Price (high to low)' }),
    type: t({ id: 'propertyList.sort.type', message: 'Property type' }),
    city: t({ id: 'propertyList.sort.city', message: 'Municipality (A–Z)' }),
  };

  const resetButton = canReset ? (
    <button type="button" className="button button--secondary" onClick={reset}>
      {t({ id: 'propertyList.filters.reset', message: 'Clear filters' })}
    </button>
  ) : null;

  const filters = !showFilters ? null : !treesSettled ? (
    <div className={`filters filters--loading${fixedGoal ? ' filters--goal-fixed' : ''}`} aria-hidden="true" />
  ) : (
    <div className={`filters${byWidth ? ' filters--by-width' : ''}`} part="filters">
      {mobile || byWidth ? (
        <button
          type="button"
          className="button button--secondary filters__toggle"
          aria-expanded={filtersOpen ? 'true' : 'false'}
          aria-controls={panelId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <span>
            {filterCount > 0
              ? t({ id: 'propertyList.filters.toggleCount', message: `Filters (${filterCount})` })
              : t({ id: 'propertyList.filters.toggle', message: 'Filters' })}
          </span>
          <span className="filters__chevron" aria-hidden="true" />
        </button>
      ) : null}
      <div id={panelId} className="filters__panel" hidden={mobile && !filtersOpen}>
        <Filters
          state={state}
          goalFixed={fixedGoal !== undefined}
          language={language}
          types={types.data ?? []}
          regions={regions.data ?? []}
          onChange={onChange}
          onType={onType}
          onTypingEnd={onTypingEnd}
        >
          {resetButton}
          {mobile || byWidth ? (
            <button
              type="submit"
              className="button filters__show"
              onClick={() => {
                setFiltersOpen(false);
                summary.current?.focus();
              }}
            >
              {page?.moreThanTotal
                ? t({ id: 'propertyList.filters.showMore', message: plural(total, { other: 'Show more than # properties' }) })
                : t({
                    id: 'propertyList.filters.show',
                    message: plural(total, { one: 'Show # property', other: 'Show # properties' }),
                  })}
            </button>
          ) : null}
        </Filters>
      </div>
    </div>
  );

  return (
    <section className="list" aria-labelledby={headingId} part="list">
      <Heading id={headingId} className="list__heading" part="heading">
        {headingText}
      </Heading>
      {filters}
      {/* where a visitor coming back to the list, on a phone too, sees at once what they looked at */}
      <RecentlyViewedStrip level={(level + 1) as 2 | 3 | 4} />
      <CardResults
        results={results}
        onRetry={() => setAttempt(attempt + 1)}
        title={title}
        pagesLabel={title}
        emptyMessage={noResults}
        emptyActions={
          <>
            {resetButton}
            <Link href={pathFor('demand-register', language)} className="button button--quiet">
              {t({ id: 'propertyList.empty.demand', message: 'Keep me informed of new properties' })}
            </Link>
          </>
        }
        toolbar={
          props.teaser ? undefined : (
            <div className="toolbar__sort" hidden={empty}>
              {showFilters && !props.hideMapLink ? (
                <Link href={mapSearchHref(state, language)} className="button button--secondary">
                  {t({ id: 'propertyList.onMap', message: 'Show on the map' })}
                </Link>
              ) : null}
              <SelectField
                name="sort"
                label={t({ id: 'propertyList.sort.label', message: 'Sort by' })}
                value={state.sort}
                options={SORT_ORDER.map((value) => ({ value, label: sortLabels[value] }))}
                onValue={(value) => {
                  onTypingEnd();
                  update({ ...state, sort: value as PropertySort, page: 1 }, 'push');
                }}
              />
            </div>
          )
        }
        skeletons={Math.min(pageSize, 6)}
        device={device}
        keyOf={(property) => property.ID}
        marked={highlighted}
        onPoint={(key) => setHighlighted(key === undefined ? undefined : Number(key))}
        card={(property, eager) => <PropertyCard property={property} language={language} headingLevel={(level + 1) as 2 | 3 | 4} eager={eager} />}
        hrefFor={hrefFor}
        onPage={goToPage}
        summaryRef={summary}
      />
    </section>
  );
}
