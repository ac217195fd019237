import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OwnerHistoryRow } from '../../core/api/contract.ts';
import { HISTORY_TYPES } from '../../core/owner/history.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { History } from './History.tsx';

const DAY = 86_400_000;
/** 24 rows, newest first, one of each type in turn; the first is a confirmed viewing ahead. */
const rows: OwnerHistoryRow[] = Array.from({ length: 24 }, (_, index) => ({
  ID: index + 1,
  Date: new Date(Date.now() + (2 - index * 3) * DAY).toISOString(),
  Type: HISTORY_TYPES[index % 4]!,
  Contact: index % 4 === 2 ? null : `Contact ${index + 1}`,
  Subject: { en: `Subject ${index + 1}`, fr: `Objet ${index + 1}` },
  Comment: index % 2 === 0 ? { en: `Comment ${index + 1}` } : null,
  Status: index === 0 ? 'confirmed' : index % 5 === 0 ? 'cancelled' : 'done',
  Source: index % 4 === 3 ? 'immoweb' : null,
}));
// the first row must be a viewing for the confirmed status to mean an appointment
rows[0]!.Type = 'calendar';

/** Picks an option as a visitor does (fireEvent.change does not reach a select in happy-dom). */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const count = () => document.querySelector('[data-history-count]')!.getAttribute('data-history-count');

describe('History', () => {
  it('shows ten rows at a time, newest first, with every field and a confirmed appointment as such', async () => {
    renderInLanguage(<History rows={rows} language="en" level={3} printing={false} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('History');
    expect(screen.getByText('24 entries')).toBeTruthy();
    const shown = bodyRows();
    expect(shown).toHaveLength(10);
    const first = within(shown[0]!);
    expect(first.getByText('Calendar visit')).toBeTruthy();
    expect(first.getByText('Contact 1')).toBeTruthy();
    expect(first.getByText('Subject 1')).toBeTruthy();
    expect(first.getByText('Comment 1')).toBeTruthy();
    expect(first.getByText('Confirmed')).toBeTruthy();
    expect(first.getByText('Upcoming')).toBeTruthy();
    expect(within(shown[3]!).getByText('Immoweb')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Subject 11')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('filters by type and by days, says when nothing matches, and shows everything again', async () => {
    renderInLanguage(<History rows={rows} language="en" level={3} printing={false} />);
    choose(screen.getByLabelText('Type') as HTMLSelectElement, 'media');
    await waitFor(() => expect(count()).toBe('6'));
    expect(bodyRows().every((row) => row.getAttribute('data-type') === 'media')).toBe(true);
    // the media rows are at indexes 2, 6, 10…: from the day of index 10 on, three are left
    const from = new Date(rows[10]!.Date);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(from);
    fireEvent.input(screen.getByLabelText('From'), { target: { value: day } });
    await waitFor(() => expect(count()).toBe('3'));
    // a range given backwards is read the right way round: the older ones
    fireEvent.input(screen.getByLabelText('Until'), { target: { value: '2000-01-01' } });
    await waitFor(() => expect(count()).toBe('4'));
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2100-01-01' } });
    fireEvent.input(screen.getByLabelText('Until'), { target: { value: '' } });
    await waitFor(() => expect(count()).toBe('0'));
    expect(screen.getByText('Nothing in the history matches this choice.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show everything' }));
    await waitFor(() => expect(count()).toBe('24'));
  });

  it('shows every row on paper, without the pages', () => {
    renderInLanguage(<History rows={rows} language="fr" level={3} printing />);
    expect(bodyRows()).toHaveLength(24);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('Objet 24')).toBeTruthy();
  });

  it('says when a property has no history yet', () => {
    renderInLanguage(<History rows={[]} language="en" level={3} printing={false} />);
    expect(screen.getByText('Nothing in the history of this property yet.')).toBeTruthy();
  });
});
