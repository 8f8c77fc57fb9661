import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { en } from '../../../src/i18n/en';
import { FoundingSection } from '../../../src/sections/founding/founding-section';
import { renderSite } from '../../render';

const statusOf = (container: HTMLElement) =>
  container.querySelector('[data-founding-status]')?.getAttribute('data-founding-status');

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('founding clinics', () => {
  it('is open before the deadline, with the remaining spots and the date', () => {
    const { container } = renderSite(
      <FoundingSection deadline="2025-10-30" clock={() => new Date('2025-09-01T09:00:00Z')} />,
    );
    expect(statusOf(container)).toBe('open');
    expect(screen.getByText('3 of 5 spots left')).toBeTruthy();
    expect(screen.getByText('Applications close on October 30, 2025.')).toBeTruthy();
    expect(screen.getByText(en['founding.perk1'])).toBeTruthy();
    // The label says what kind of offer it is; it does not repeat the title.
    const label = screen.getByText(en['founding.eyebrow']).textContent ?? '';
    expect(en['founding.title'].toLowerCase()).not.toContain(label.toLowerCase());
    expect(screen.getByRole('link', { name: 'Apply for a founding spot' }).getAttribute('href')).toBe(
      '/book-demo',
    );
  });

  it('says applications are closed once the deadline has passed (the default today)', () => {
    const { container } = renderSite(
      <FoundingSection deadline="2025-10-30" clock={() => new Date('2026-11-22T09:00:00Z')} />,
    );
    expect(statusOf(container)).toBe('closed');
    expect(screen.queryByText(/spots left/)).toBeNull();
    expect(screen.queryByText(/Applications close on/)).toBeNull();
    // Why it is closed: the deadline passed (places were left), never "all places are taken".
    expect(
      screen.getByText(/Applications closed on October 30, 2025, the deadline we announced in advance\./),
    ).toBeTruthy();
    expect(screen.queryByText(/taken|no places|fully booked/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a demo instead' })).toBeTruthy();
    // The heading no longer invites clinics to join an offer that has closed.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Founding clinics');
    expect(screen.queryByText('Become one of our founding clinics')).toBeNull();
    // No offer label and no perks of a programme nobody can join any more.
    expect(screen.queryByText(en['founding.eyebrow'])).toBeNull();
    expect(screen.queryByText(en['founding.perk1'])).toBeNull();
  });

  it('follows a configured deadline, in Czech too', () => {
    const { container } = renderSite(
      <FoundingSection deadline="2027-03-31" clock={() => new Date('2026-11-22T09:00:00Z')} />,
      { language: 'cs' },
    );
    expect(statusOf(container)).toBe('open');
    expect(screen.getByText('Zbývají 3 místa z 5')).toBeTruthy();
    expect(screen.getByText('Přihlášky přijímáme do 31. 3. 2027.')).toBeTruthy();
  });
});
