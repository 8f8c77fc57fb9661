import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { AboutSection } from '../../../src/sections/about/about-section';
import { renderSite } from '../../render';

describe('about section', () => {
  it('without a photo or a name: no stand-in image, the story signed with the role', () => {
    const { container } = renderSite(<AboutSection photo={undefined} name={undefined} />);
    expect(container.querySelector('img, svg, [role="img"]')).toBeNull();
    expect(container.querySelector('[data-founder-signature]')?.textContent).toBe(en['about.role']);
    expect(container.textContent).toContain(en['about.p1']);
  });

  it('with a photo and a name: the photo, named after the founder, and the story signed by name and role', () => {
    const { container } = renderSite(<AboutSection photo="/assets/founder.jpg" name="Jan Novák" />);
    // The photo, or (happy-dom loads no image) SafeImage's placeholder of the same name.
    expect(screen.getByRole('img', { name: 'Jan Novák' })).toBeTruthy();
    expect(container.querySelector('[data-founder-signature]')?.textContent).toBe(
      `Jan Novák${en['about.role']}`,
    );
  });
});
