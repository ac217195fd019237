import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../testing/render.tsx';
import { Section } from '../controls/Heading.tsx';

function Broken(): never {
  throw new TypeError('a CRM field of an unexpected shape');
}

afterEach(() => vi.restoreAllMocks());

describe('Part', () => {
  it.each([
    ['en', 'This part of the page could not be shown.'],
    ['nl', 'Dit deel van de pagina kon niet worden getoond.'],
  ] as const)('shows, in %s, that a section failed, and keeps the rest of the screen', (language, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInLanguage(
      <main>
        <Section level={2} title="Description">
          <Broken />
        </Section>
        <Section level={2} title="Documents">
          <p>Brochure</p>
        </Section>
      </main>,
      language,
    );
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Description' })).toBeTruthy();
    expect(screen.getByText('Brochure')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });
});
