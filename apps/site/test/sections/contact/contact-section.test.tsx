import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cs } from '../../../src/i18n/cs';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { en } from '../../../src/i18n/en';
import { ContactSection } from '../../../src/sections/contact/contact-section';
import { renderSite } from '../../render';

beforeAll(() => loadDictionary('cs'));

describe('the contact section', () => {
  it('promises a reply only when the form can reach someone', () => {
    const withEndpoint = renderSite(<ContactSection endpoint="https://example.test/contact" />);
    expect(screen.getByText(en['contact.subtitle'])).toBeTruthy();
    withEndpoint.unmount();
    renderSite(<ContactSection endpoint={undefined} />);
    expect(screen.queryByText(en['contact.subtitle'])).toBeNull();
    expect(screen.getByText(en['contact.subtitleUnsent'])).toBeTruthy();
  });

  it('says so in Czech on a Czech page', () => {
    const { container } = renderSite(<ContactSection endpoint={undefined} />, { language: 'cs' });
    expect(container.textContent).not.toContain('hodin se vám ozveme');
    // Czech typesetting joins one-letter words to the next with a no-break space: compare the text as it is.
    expect(screen.getByText(cs['contact.subtitleUnsent'], { normalizer: (text) => text })).toBeTruthy();
  });
});
