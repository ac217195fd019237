/**
 * The owner's history from Omnicasa's history calls, one per kind of row:
 * GetAutomaticHistories (the agency's mails, calls and letters), GetCalendarHistories
 * (viewings), GetMediaOnlineHistories (publications on portals) and GetAppearanceHistories
 * (where candidates came from). Rows `{ ID, Date, TypeID, PersonName, Subject, Comment, … }`
 * are read in the owner's language; an unreadable row is reported and left out.
 */
import type { Language } from '../../../../../core/i18n/languages.ts';
import { type HistoryRow, type HistorySource, type HistoryStatus, type HistoryType, toHistorySource } from '../../../../../core/owner/history.ts';
import { type Mapped, RecordReader } from '../../mapping.ts';
import { readOmnicasaTime } from '../dates.ts';

/** Which call answers which kind of row. */
export const HISTORY_CALLS: Readonly<Record<HistoryType, string>> = {
  communication: 'GetAutomaticHistories',
  calendar: 'GetCalendarHistories',
  media: 'GetMediaOnlineHistories',
  source: 'GetAppearanceHistories',
};

/** The channel of a communication, by Omnicasa's history type (Models/HistoryType.php). */
const CHANNEL_OF_TYPE: ReadonlyMap<number, HistorySource> = new Map([
  [2, 'phone'],
  [3, 'phone'],
  [4, 'email'],
  [7, 'email'],
  [11, 'website'],
]);

export function mapHistoryRow(type: HistoryType, row: unknown, language: Language, now: number): Mapped<HistoryRow> {
  const read = RecordReader.single('history', row);
  const id = read.integer('ID', { required: true });
  const date = read.date('Date', readOmnicasaTime, { required: true });
  const typeId = read.integer('TypeID');
  const contact = read.text('PersonName');
  const subject = read.text('Subject', { required: true });
  const comment = read.text('Comment');
  const cancelled = read.boolean('IsCancelled');
  const confirmed = read.boolean('IsConfirmed');
  const named = type === 'media' ? read.text('MediaName') : type === 'source' ? read.text('SourceName') : null;
  return read.result(() => {
    const future = Date.parse(date!) > now;
    const status: HistoryStatus = cancelled ? 'cancelled' : confirmed && type === 'calendar' ? 'confirmed' : future ? 'planned' : 'done';
    const source = named !== null ? toHistorySource(named) : typeId !== null ? (CHANNEL_OF_TYPE.get(typeId) ?? null) : null;
    return {
      ID: id!,
      Date: date!,
      Type: type,
      Contact: contact,
      Subject: { [language]: subject! },
      Comment: comment === null ? null : { [language]: comment },
      Status: status,
      Source: source,
    };
  });
}
