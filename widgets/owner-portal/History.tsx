/**
 * The history of the property (spec §3: date, type, contact, subject, comment, status,
 * source), newest first with what is planned ahead on top, filtered by type and by days
 * and shown ten rows at a time (all of them on paper). On a narrow screen each row is a
 * card with its labels; the table keeps its roles (explicit ARIA, since a table laid out
 * as blocks loses them in some browsers), so a screen reader still reads cells with their
 * column's name.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { OwnerHistoryRow } from '../../core/api/contract.ts';
import { formatDateTime } from '../../core/format/dates.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import { filterHistory, HISTORY_TYPES, type HistoryType, historyPage } from '../../core/owner/history.ts';
import { toInstant } from '../../core/owner/statistics.ts';
import { Status } from '../ui/controls/Alert.tsx';
import { SelectField, TextField } from '../ui/controls/Field.tsx';
import { Heading, type HeadingLevel } from '../ui/controls/Heading.tsx';
import { SOURCE_LABELS, STATUS_LABELS, TYPE_LABELS } from './labels.ts';
import { useElementId } from '../define/element-id.ts';

export interface HistoryProps {
  rows: readonly OwnerHistoryRow[];
  language: Language;
  level: HeadingLevel;
  printing: boolean;
}

export function History({ rows, language, level, printing }: HistoryProps) {
  const { t, i18n } = useLingui();
  const headingId = useElementId();
  const [type, setType] = useState<HistoryType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => filterHistory(rows, { types: type ? [type] : [], from, to }), [rows, type, from, to]);
  const shown = printing ? { items: filtered, page: 1, pageCount: 1, total: filtered.length } : historyPage(filtered, page);
  const filtering = type !== '' || from !== '' || to !== '';
  const now = Date.now();
  const today = brusselsDay(now);

  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const reset = () => {
    setType('');
    setFrom('');
    setTo('');
    setPage(1);
  };

  const comment = t({ id: 'ownerPortal.history.comment', message: 'Comment' });
  // the comment goes under its subject: seven narrow columns would not fit beside the chooser
  const columns = {
    date: t({ id: 'ownerPortal.history.date', message: 'Date' }),
    type: t({ id: 'ownerPortal.history.type', message: 'Type' }),
    contact: t({ id: 'ownerPortal.history.contact', message: 'Contact' }),
    subject: t({ id: 'ownerPortal.history.subjectAndComment', message: 'Subject and comment' }),
    status: t({ id: 'ownerPortal.history.status', message: 'Status' }),
    source: t({ id: 'ownerPortal.history.source', message: 'Source' }),
  };
  const sourceLabel = (source: OwnerHistoryRow['Source']) => {
    if (!source) return '';
    const label = SOURCE_LABELS[source];
    return typeof label === 'string' ? label : i18n._(label);
  };
  const count = filtered.length;
  const current = shown.page;
  const pages = shown.pageCount;
  // aria-disabled, not disabled: the button pressed keeps the focus at the first or last page
  const step = (target: number) => () => {
    if (target >= 1 && target <= pages) setPage(target);
  };

  return (
    <section className="history" aria-labelledby={headingId} part="history">
      <Heading level={level} id={headingId} className="report__section-title">
        {t({ id: 'ownerPortal.history', message: 'History' })}
      </Heading>

      <form
        className="filters no-print"
        aria-label={t({ id: 'ownerPortal.filters', message: 'Filter the history' })}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          name="type"
          label={columns.type}
          value={type}
          options={HISTORY_TYPES.map((value) => ({ value, label: i18n._(TYPE_LABELS[value]) }))}
          placeholder={t({ id: 'ownerPortal.filters.allTypes', message: 'All types' })}
          onValue={change((value: string) => setType(value as HistoryType | ''))}
        />
        <TextField name="from" type="date" label={t({ id: 'ownerPortal.filters.from', message: 'From' })} value={from} onValue={change(setFrom)} />
        <TextField name="to" type="date" label={t({ id: 'ownerPortal.filters.to', message: 'Until' })} value={to} onValue={change(setTo)} />
        {filtering ? (
          <button type="button" className="button button--secondary filters__reset" onClick={reset}>
            {t({ id: 'ownerPortal.filters.reset', message: 'Show everything' })}
          </button>
        ) : null}
      </form>

      <Status>
        <p className="history__count" data-history-count={count}>
          {count === 0
            ? filtering
              ? t({ id: 'ownerPortal.history.noMatch', message: 'Nothing in the history matches this choice.' })
              : t({ id: 'ownerPortal.history.empty', message: 'Nothing in the history of this property yet.' })
            : t({ id: 'ownerPortal.history.count', message: plural(count, { one: '# entry', other: '# entries' }) })}
        </p>
      </Status>

      {count > 0 ? (
        <table className="table history__table" role="table" data-history-table>
          <caption className="visually-hidden">{t({ id: 'ownerPortal.history', message: 'History' })}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {Object.entries(columns).map(([key, label]) => (
                <th key={key} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.items.map((row) => {
              const instant = toInstant(row.Date);
              const ahead = instant !== undefined && brusselsDay(instant) > today;
              return (
                <tr key={row.ID} role="row" data-type={row.Type} data-status={row.Status} className={ahead ? 'history__row--ahead' : undefined}>
                  <td role="cell" className="history__date">
                    <span className="cell-label" aria-hidden="true">
                      {columns.date}
                    </span>
                    <span>
                      <time dateTime={row.Date}>{formatDateTime(row.Date, language)}</time>
                      {ahead ? <span className="badge badge--ahead">{t({ id: 'ownerPortal.history.ahead', message: 'Upcoming' })}</span> : null}
                    </span>
                  </td>
                  <td role="cell">
                    <span className="cell-label" aria-hidden="true">
                      {columns.type}
                    </span>
                    <span>{i18n._(TYPE_LABELS[row.Type])}</span>
                  </td>
                  <td role="cell">
                    <span className="cell-label" aria-hidden="true">
                      {columns.contact}
                    </span>
                    <span>{row.Contact ?? ''}</span>
                  </td>
                  <td role="cell" className="history__subject">
                    <span className="cell-label" aria-hidden="true">
                      {columns.subject}
                    </span>
                    <span>
                      <span className="history__subject-text">{pickTranslation(row.Subject, language) ?? ''}</span>
                      {row.Comment ? (
                        <span className="history__comment">
                          <span className="visually-hidden">{comment}: </span>
                          {pickTranslation(row.Comment, language) ?? ''}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td role="cell">
                    <span className="cell-label" aria-hidden="true">
                      {columns.status}
                    </span>
                    <span className={`badge badge--${row.Status}`}>{i18n._(STATUS_LABELS[row.Status])}</span>
                  </td>
                  <td role="cell">
                    <span className="cell-label" aria-hidden="true">
                      {columns.source}
                    </span>
                    <span>{sourceLabel(row.Source)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}

      {pages > 1 ? (
        <nav className="pager no-print" aria-label={t({ id: 'ownerPortal.pager', message: 'Pages of the history' })}>
          <button type="button" className="button button--secondary" aria-disabled={current <= 1 ? 'true' : undefined} onClick={step(current - 1)}>
            {t({ id: 'ownerPortal.pager.previous', message: 'Newer' })}
          </button>
          <span className="pager__where" aria-live="polite">
            {t({ id: 'ownerPortal.pager.where', message: `Page ${current} of ${pages}` })}
          </span>
          <button type="button" className="button button--secondary" aria-disabled={current >= pages ? 'true' : undefined} onClick={step(current + 1)}>
            {t({ id: 'ownerPortal.pager.next', message: 'Older' })}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
