import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../../src/sections/faq/faq-accordion';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe('FaqAccordion', () => {
  it('starts closed, with buttons controlling labelled regions', () => {
    render(<FaqAccordion items={items} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = panelOf(button);
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('opens one entry at a time and closes the open one on a second press', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'First?' }).textContent).toBe('One.');

    await user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first)?.hidden).toBe(true);
    expect(second.getAttribute('aria-expanded')).toBe('true');

    await user.click(second);
    expect(
      screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false'),
    ).toBe(true);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]?.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getAllByRole('button')[1]?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('button')[0]?.getAttribute('aria-expanded')).toBe('false');
  });
});
