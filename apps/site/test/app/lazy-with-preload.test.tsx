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

  it('retries a failed download after each delay, and gives up with the last error', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValueOnce(new Error('blip'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(Greeting);
      const Lazy = lazyWithPreload(load, [500, 2000]);
      const loading = Lazy.preload();
      await vi.advanceTimersByTimeAsync(499);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      await expect(loading).resolves.toBe(Greeting);
      expect(load).toHaveBeenCalledTimes(3);

      const failing = vi.fn(async () => {
        throw new Error(`down ${failing.mock.calls.length}`);
      });
      const Broken = lazyWithPreload(failing, [10]);
      const failed = expect(Broken.preload()).rejects.toThrow('down 2');
      await vi.advanceTimersByTimeAsync(10);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again on the next call after a final failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = lazyWithPreload(load, []);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
