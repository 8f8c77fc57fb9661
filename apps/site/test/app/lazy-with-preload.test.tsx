import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, type PreloadableComponent } from '../../src/app/lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const renderInSuspense = (Lazy: PreloadableComponent<{ name: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="Ada" />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('suspends on first use like React.lazy, then renders the loaded component', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    renderInSuspense(Lazy);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without suspending once preloaded, loading the code only once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    renderInSuspense(Lazy);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello Ada')).toBeTruthy();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
