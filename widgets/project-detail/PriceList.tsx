/**
 * The price list of a project's units: a table with a caption and column and row
 * headers (unit, floor, type, bedrooms, surface, price under the spec's price rule,
 * status) where there is room, the same units as a list of cards on narrow screens.
 * Conditions of units are numbered notes under it. No units: the spec's message.
 */
import { useLingui } from '@lingui/react/macro';
import { priceText } from '../../core/format/price.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as emptyMessages from '../../core/messages/empty.ts';
import * as stateMessages from '../../core/messages/state.ts';
import { propertyTypeIcon } from '../../core/property/type.ts';
import type { Construction } from '../../core/property/types.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { STATUS_LABELS } from '../ui/cards/status-labels.ts';
import { TYPE_LABELS } from './type-labels.ts';
import { unitNotes } from './unit-notes.ts';
import { useElementId } from '../define/element-id.ts';

interface Row {
  unit: Construction;
  floor: string;
  type: string;
  bedrooms: string;
  surface: string;
  price: string;
  status: string;
  note: number;
}

const NONE = '–';

export function PriceList({ units, subject, language }: { units: readonly Construction[]; subject: string; language: Language }) {
  const { t, i18n } = useLingui();
  const noteId = useElementId();
  if (units.length === 0) return <p className="empty">{i18n._(emptyMessages.constructions.id)}</p>;

  const { notes, numbers, shared } = unitNotes(units, language);
  const headers = {
    unit: t({ id: 'projectDetail.column.unit', message: 'Unit' }),
    floor: t({ id: 'projectDetail.column.floor', message: 'Floor' }),
    type: t({ id: 'projectDetail.column.type', message: 'Type' }),
    bedrooms: t({ id: 'projectDetail.column.bedrooms', message: 'Bedrooms' }),
    surface: t({ id: 'projectDetail.column.surface', message: 'Living area' }),
    price: t({ id: 'projectDetail.column.price', message: 'Price' }),
    status: t({ id: 'projectDetail.column.status', message: 'Status' }),
  };
  const rows: Row[] = units.map((unit, index) => ({
    unit,
    floor:
      unit.Floor === null
        ? NONE
        : unit.Floor === 0
          ? t({ id: 'projectDetail.groundFloor', message: 'Ground floor' })
          : formatNumber(unit.Floor, language),
    type: textIn(unit.TypeName, language) || i18n._(TYPE_LABELS[propertyTypeIcon(unit.WebID)]),
    bedrooms: unit.Bedrooms === null ? NONE : formatNumber(unit.Bedrooms, language),
    surface: unit.SurfaceLiving ? `${formatNumber(unit.SurfaceLiving, language)} m²` : NONE,
    price:
      priceText({ ...unit, PriceUnit: null, Marquee: null, MarqueeName: null }, language) ??
      (unit.Status === 'available' ? i18n._(stateMessages.priceOnRequest.id) : NONE),
    status: i18n._(STATUS_LABELS[unit.Status]),
    note: shared ? 0 : (numbers[index] ?? 0),
  }));
  const describedBy = (row: Row) => (row.note ? `${noteId}-${row.note}` : undefined);
  const mark = (row: Row) =>
    row.note ? (
      <sup className="note-mark" aria-hidden="true">
        {row.note}
      </sup>
    ) : null;

  return (
    <div className="price-list">
      {/* a region in the tab order, so a keyboard can scroll the table when it is wider than its box */}
      <div className="price-table" role="region" aria-labelledby={`${noteId}-caption`} tabIndex={0}>
        <table>
          <caption id={`${noteId}-caption`}>{t({ id: 'projectDetail.caption', message: `All units of ${subject}` })}</caption>
          <thead>
            <tr>
              <th scope="col">{headers.unit}</th>
              <th scope="col">{headers.floor}</th>
              <th scope="col">{headers.type}</th>
              <th scope="col" className="numeric">
                {headers.bedrooms}
              </th>
              <th scope="col" className="numeric">
                {headers.surface}
              </th>
              <th scope="col" className="numeric">
                {headers.price}
              </th>
              <th scope="col">{headers.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.unit.ID} className={row.unit.Status === 'available' ? undefined : 'is-closed'}>
                <th scope="row" aria-describedby={describedBy(row)}>
                  {row.unit.Unit}
                  {mark(row)}
                </th>
                <td>{row.floor}</td>
                <td>{row.type}</td>
                <td className="numeric">{row.bedrooms}</td>
                <td className="numeric">{row.surface}</td>
                <td className="numeric">{row.price}</td>
                <td>
                  <span className={`status status--${row.unit.Status}`}>{row.status}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="unit-cards" aria-label={t({ id: 'projectDetail.caption', message: `All units of ${subject}` })}>
        {rows.map((row) => (
          <li key={row.unit.ID} className={`unit-card${row.unit.Status === 'available' ? '' : ' is-closed'}`}>
            <p className="unit-card__title" aria-describedby={describedBy(row)}>
              <strong>
                {row.unit.Unit}
                {mark(row)}
              </strong>
              <span className={`status status--${row.unit.Status}`}>{row.status}</span>
            </p>
            {row.price === NONE ? null : <p className="unit-card__price">{row.price}</p>}
            <dl className="unit-card__facts">
              <div>
                <dt>{headers.floor}</dt>
                <dd>{row.floor}</dd>
              </div>
              <div>
                <dt>{headers.type}</dt>
                <dd>{row.type}</dd>
              </div>
              <div>
                <dt>{headers.bedrooms}</dt>
                <dd>{row.bedrooms}</dd>
              </div>
              <div>
                <dt>{headers.surface}</dt>
                <dd>{row.surface}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {shared ? (
        <p className="unit-note">{notes[0]}</p>
      ) : notes.length > 0 ? (
        <ol className="unit-notes">
          {notes.map((note, index) => (
            <li key={note} id={`${noteId}-${index + 1}`}>
              {note}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
