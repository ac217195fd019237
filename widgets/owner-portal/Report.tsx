/**
 * The report of one property, as an owner reads it and prints it: where the property
 * stands, its visits today, this week, this month and in total, the last 30 days as a
 * chart with the same figures in a sentence and a table, the visits per channel when
 * the agency knows them, and the history of what the agency did for it.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OwnerAccount, OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../../core/api/contract.ts';
import { ownerReads } from '../../core/api/resources/owner.ts';
import { formatDay, formatLongDate } from '../../core/format/dates.ts';
import { formatNumber, formatPercent } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { VisitSource } from '../../core/owner/sources.ts';
import { visitSummary } from '../../core/owner/summary.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { LoadFailure } from '../ui/controls/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { below, Heading, type HeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { History } from './History.tsx';
import { SOURCE_LABELS } from './labels.ts';
import { ownerAddress, PropertyBadges } from './PropertyChooser.tsx';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { useElementId } from '../define/element-id.ts';

export interface ReportProps {
  property: OwnerProperty;
  owner: OwnerAccount;
  language: Language;
  level: HeadingLevel;
  printing: boolean;
  /** true when the error ended the session (the portal then leaves) */
  onSessionError(error: unknown): boolean;
}

export function Report({ property, owner, language, level, printing, onSessionError }: ReportProps) {
  const { t } = useLingui();
  const titleId = useElementId();
  const [attempt, setAttempt] = useState(0);
  const statistics = useResource(ownerReads.statistics(property.ID), [attempt]);
  const history = useResource(ownerReads.history(property.ID, language), [attempt]);
  const [takenAt, setTakenAt] = useState(() => Date.now());
  useEffect(() => {
    if (statistics.status === 'ready') setTakenAt(Date.now());
  }, [statistics.status]);

  const failure = statistics.status === 'error' ? statistics.error : history.status === 'error' ? history.error : undefined;
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (failure) setEnded(onSessionError(failure));
  }, [failure, onSessionError]);
  const title = pickTranslation(property.Title, language) ?? ownerAddress(property);
  const sub = below(level);
  const ownerName = `${owner.FirstName} ${owner.LastName}`;
  const date = formatLongDate(takenAt, language);

  return (
    <article className="report" aria-labelledby={titleId} aria-busy={statistics.status === 'loading' ? 'true' : undefined} part="report">
      <header className="report__header">
        <p className="report__for print-only">
          {t({ id: 'ownerPortal.report.for', message: `Report for ${ownerName}` })}
        </p>
        <Heading level={level} id={titleId} className="report__title">
          {title}
        </Heading>
        <p className="report__address">{ownerAddress(property)}</p>
        <p>
          <PropertyBadges property={property} />
        </p>
        <p className="report__date">
          {t({ id: 'ownerPortal.report.date', message: `Figures of ${date}` })}
        </p>
        {property.Online ? (
          <p className="report__listing no-print">
            <Link href={pathFor('property', language, { id: property.ID })} className="link">
              {t({ id: 'ownerPortal.report.listing', message: 'See the listing on our website' })}
            </Link>
          </p>
        ) : null}
      </header>

      {failure && !ended ? <LoadFailure messageId={failure.messageId} onRetry={() => setAttempt((count) => count + 1)} /> : null}

      {statistics.data ? <Visits statistics={statistics.data} language={language} level={sub} printing={printing} /> : null}
      {statistics.status === 'loading' && !statistics.data ? <div className="report__placeholder" aria-hidden="true" /> : null}

      {history.data ? <History rows={history.data as OwnerHistoryRow[]} language={language} level={sub} printing={printing} /> : null}
    </article>
  );
}

// the chart and uPlot (most of the portal's code) come after the figures, which the sentence and the table say too
const visitChart = lazyPart(async () => (await import('./VisitChart.tsx')).VisitChart);

function Visits({ statistics, language, level, printing }: { statistics: OwnerStatistics; language: Language; level: HeadingLevel; printing: boolean }) {
  const { t } = useLingui();
  const headingId = useElementId();
  const chartHeadingId = useElementId();
  const summary = visitSummary(statistics.last30);
  const number = (value: number) => formatNumber(value, language);
  const busiestDay = summary.busiest ? formatDay(summary.busiest.date, language, 'long') : '';
  const total = summary.total;
  const sentence = summary.busiest
    ? t({
        id: 'ownerPortal.summary',
        message: plural(total, {
          one: `# view in the last 30 days, most on ${busiestDay}.`,
          other: `# views in the last 30 days, most on ${busiestDay}.`,
        }),
      })
    : t({ id: 'ownerPortal.summary.none', message: 'No views in the last 30 days.' });
  const counts: [string, string, number][] = [
    ['today', t({ id: 'ownerPortal.count.today', message: 'Today' }), statistics.today],
    ['week', t({ id: 'ownerPortal.count.week', message: 'This week' }), statistics.week],
    ['month', t({ id: 'ownerPortal.count.month', message: 'This month' }), statistics.month],
    ['total', t({ id: 'ownerPortal.count.total', message: 'In total' }), statistics.total],
  ];

  return (
    <section className="visits" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="report__section-title">
        {t({ id: 'ownerPortal.visits', message: 'Views online' })}
      </Heading>
      <p className="visits__hint">
        {t({ id: 'ownerPortal.visits.hint', message: 'How often your property was looked at online, on our website and on the portals. The viewings of the property itself are in the history.' })}
      </p>
      <dl className="counts" part="counts">
        {counts.map(([key, label, value]) => (
          <div className="counts__item" key={key} data-count={key}>
            <dt className="counts__label">{label}</dt>
            <dd className="counts__value">{number(value)}</dd>
          </div>
        ))}
      </dl>

      <figure className="visits__figure" aria-labelledby={chartHeadingId}>
        <figcaption className="visits__caption">
          <span className="visits__chart-title" id={chartHeadingId}>
            {t({ id: 'ownerPortal.chart.title', message: 'Views per day, last 30 days' })}
          </span>
          <span className="visits__summary" data-summary>
            {sentence}
          </span>
        </figcaption>
        {total > 0 ? (
          <Deferred part={visitChart} props={{ days: statistics.last30, busiest: summary.busiest?.date, language, printing }}>
            <div className="chart chart--placeholder" aria-hidden="true" />
          </Deferred>
        ) : null}
      </figure>

      <details className="visits__table" open={printing || undefined}>
        <summary>{t({ id: 'ownerPortal.table.show', message: 'The views per day as a table' })}</summary>
        <div className="table-scroll">
          <table className="table" data-visits-table>
            <caption className="visually-hidden">{t({ id: 'ownerPortal.chart.title', message: 'Views per day, last 30 days' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'ownerPortal.table.day', message: 'Day' })}</th>
                <th scope="col" className="table__number">
                  {t({ id: 'ownerPortal.table.visits', message: 'Views' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...statistics.last30].reverse().map((day) => (
                <tr key={day.date} data-date={day.date}>
                  <th scope="row">{formatDay(day.date, language, 'long')}</th>
                  <td className="table__number">{number(day.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>

      {statistics.sources && statistics.sources.length > 0 ? <Sources sources={statistics.sources} language={language} level={below(level)} /> : null}
    </section>
  );
}

/** Where the views came from: the website and each portal, over 30 days and in total. */
function Sources({ sources, language, level }: { sources: readonly VisitSource[]; language: Language; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const most = Math.max(1, ...sources.map((source) => source.last30));
  const all = sources.reduce((sum, source) => sum + source.last30, 0);
  const label = (source: VisitSource['source']) => {
    const text = SOURCE_LABELS[source];
    return typeof text === 'string' ? text : i18n._(text);
  };
  return (
    <section className="sources" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="report__subtitle">
        {t({ id: 'ownerPortal.sources', message: 'Where the views came from' })}
      </Heading>
      <div className="table-scroll">
        <table className="table sources__table" data-sources-table>
          <thead>
            <tr>
              <th scope="col">{t({ id: 'ownerPortal.sources.channel', message: 'Channel' })}</th>
              <th scope="col" className="table__number">
                {t({ id: 'ownerPortal.sources.last30', message: 'Last 30 days' })}
              </th>
              <th scope="col" className="sources__bar-head">
                <span className="visually-hidden">{t({ id: 'ownerPortal.sources.share', message: 'Share of the last 30 days' })}</span>
              </th>
              <th scope="col" className="table__number">
                {t({ id: 'ownerPortal.sources.total', message: 'In total' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.source} data-source={source.source}>
                <th scope="row">{label(source.source)}</th>
                <td className="table__number">{formatNumber(source.last30, language)}</td>
                <td className="sources__bar">
                  <meter min={0} max={most} value={source.last30} aria-hidden="true" />
                  {/* the bar, said: a screen reader reads the column's share, not an empty cell */}
                  <span className="visually-hidden">{formatPercent(all ? source.last30 / all : 0, language)}</span>
                </td>
                <td className="table__number">{formatNumber(source.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
