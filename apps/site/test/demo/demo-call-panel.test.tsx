import { createFakeCallFactory, type FakeCallFactory } from '@clinic/web-call/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoCallPanel } from '../../src/demo/demo-call-panel';
import type { DemoPlatform } from '../../src/demo/demo-platform-types';
import type { AnalyserContext } from '../../src/demo/use-call-visualiser';
import { en } from '../../src/i18n/en';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { advance, renderSite } from '../render';

/** A platform whose POST /call/web answers at once and whose Daily is web-call's fake. */
function fakePlatform(
  daily: FakeCallFactory,
  answer: () => Promise<Response> = async () =>
    Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/call-1' }, { status: 201 }),
): DemoPlatform {
  return {
    mode: 'simulated',
    webCallOptions: () => ({
      publicKey: 'pk-test',
      fetch: answer,
      createCallObject: daily.createCallObject,
      isMobile: () => false,
      logger: { warn: () => {} },
    }),
    preload: vi.fn(async () => {}),
  };
}

/** An analyser whose spectrum changes on every read, and counts the reads. */
function fakeAnalyserContext() {
  const analyser = {
    fftSize: 0,
    frequencyBinCount: 64,
    reads: 0,
    getByteFrequencyData(array: Uint8Array) {
      analyser.reads += 1;
      array.fill((analyser.reads * 37) % 256);
    },
  };
  const source = { connect: vi.fn(), disconnect: vi.fn() };
  const context = {
    closed: 0,
    createAnalyser: () => analyser,
    createMediaStreamSource: () => source,
    close: async () => {
      context.closed += 1;
    },
  };
  return { analyser, source, context, create: () => context as unknown as AnalyserContext };
}

const levels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[data-bar]')).map((bar) =>
    bar.style.getPropertyValue('--level'),
  );

describe('DemoCallPanel', () => {
  beforeEach(() => {
    // happy-dom has no MediaStream; the visualiser only passes it to the (fake) audio context.
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function setUp(options: { checkMicrophone?: () => Promise<void>; answer?: () => Promise<Response> } = {}) {
    const daily = createFakeCallFactory();
    const audio = fakeAnalyserContext();
    const runtime = createFakeRuntime();
    let commits = 0;
    const view = renderSite(
      <Profiler id="demo" onRender={() => (commits += 1)}>
        <DemoCallPanel
          platform={fakePlatform(daily, options.answer)}
          checkMicrophone={options.checkMicrophone ?? (async () => {})}
          createAnalyserContext={audio.create}
        />
      </Profiler>,
      { runtime },
    );
    const button = () => view.container.querySelector('button') as HTMLButtonElement;
    return { ...view, daily, audio, runtime, button, commits: () => commits };
  }

  it('goes idle → connecting (disabled, with progress) → active (stop label) → idle', async () => {
    const demo = setUp();
    expect(demo.button().dataset.state).toBe('idle');
    fireEvent.click(demo.button());
    expect(demo.button().dataset.state).toBe('connecting');
    expect(demo.button().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).not.toBe('');
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    expect(demo.button().textContent).toBe(en['demo.stopButton']);

    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(demo.daily.last?.destroyCount).toBe(1);
  });

  it('moves the bars every frame without a React commit, and rests them when the audio ends', async () => {
    const demo = setUp();
    const resting = levels(demo.container);
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => {
      demo.daily.last?.emitTrackStarted();
    });
    const commitsBefore = demo.commits();
    const readsBefore = demo.audio.analyser.reads;

    const seen = new Set<string>();
    for (let frame = 0; frame < 60; frame += 1) {
      advance(demo.runtime, 16);
      seen.add(levels(demo.container).join());
    }
    expect(demo.audio.analyser.reads - readsBefore).toBeGreaterThanOrEqual(59);
    expect(seen.size).toBeGreaterThan(30);
    expect(demo.commits()).toBe(commitsBefore); // 60 frames, no commit

    // A state change does commit (the speaking indicator), once.
    act(() => demo.daily.last?.emitAudioLevels(0.2));
    expect(demo.commits()).toBe(commitsBefore + 1);
    expect(screen.getByRole('status').dataset.speaking).toBe('true');

    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(levels(demo.container)).toEqual(resting);
    expect(demo.audio.context.closed).toBe(1);
    const reads = demo.audio.analyser.reads;
    advance(demo.runtime, 500);
    expect(demo.audio.analyser.reads).toBe(reads);
  });

  it('ignores a second press while connecting: one microphone check, one call', async () => {
    const checkMicrophone = vi.fn(async () => {});
    const demo = setUp({ checkMicrophone });
    fireEvent.click(demo.button());
    fireEvent.click(demo.button());
    // The disabled button aside, a programmatic second click (the hero's) must not start another call either.
    demo.button().disabled = false;
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    expect(checkMicrophone).toHaveBeenCalledTimes(1);
    expect(demo.daily.instances).toHaveLength(1);
  });

  it('explains a refused microphone, logs it once and goes back to idle without calling', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp({
      checkMicrophone: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    fireEvent.click(demo.button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.microphoneBlocked']),
    );
    expect(demo.button().dataset.state).toBe('idle');
    expect(demo.daily.instances).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('explains an unreachable platform and a dropped call, each logged once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(demo.button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.platformUnreachable']),
    );
    expect(demo.button().dataset.state).toBe('idle');
    expect(error).toHaveBeenCalledTimes(1);

    demo.unmount();
    const again = setUp();
    fireEvent.click(again.button());
    await waitFor(() => expect(again.button().dataset.state).toBe('active'));
    act(() => again.daily.last?.emitFatalError('connection lost'));
    await waitFor(() => expect(again.button().dataset.state).toBe('idle'));
    expect(again.container.querySelector('[role="alert"]')?.textContent).toBe(en['demo.error.callDropped']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('ends a call whose microphone Daily loses, explains it and logs it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp();
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => demo.daily.last?.emitCameraError('permissions'));
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(screen.getByRole('alert').textContent).toBe(en['demo.error.microphoneBlocked']);
    expect(demo.daily.live()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
