import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeImage } from '../../src/components/safe-image';
import { renderSite } from '../render';

describe('SafeImage', () => {
  it('has its dimensions and turns into a same-sized placeholder when loading fails', () => {
    // Still loading: a real browser reports an image in flight as not complete.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    renderSite(<SafeImage src="/missing.png" width={320} height={240} alt="Founder" />);
    const image = screen.getByRole('img', { name: 'Founder' });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('240');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Founder' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.hasAttribute('data-image-placeholder')).toBe(true);
    expect(placeholder.style.aspectRatio).toBe('320 / 240');
    expect(placeholder.textContent).toBe('Image unavailable');
  });

  it('notices a failure that happened before hydration attached its handler', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    renderSite(<SafeImage src="/broken.png" width={10} height={10} alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' }).hasAttribute('data-image-placeholder')).toBe(true);
  });

  it('keeps a loaded image', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(10);
    renderSite(<SafeImage src="/ok.png" width={10} height={10} alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' }).tagName).toBe('IMG');
  });
});
