import { act, render, renderHook } from '@testing-library/react';
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WebCall, WebCallOptions } from '../../src/index';
import {
  useAudioBlocked,
  useCallError,
  useCallSelector,
  useCallSnapshot,
  useCallState,
  useMicSilent,
  useMuted,
  useNetwork,
  useRemoteAudio,
  useSpeaking,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
} from '../../src/react/index';
import { createFakeCallFactory } from '../../src/testing/index';
import { createHarness, createManualClock, WAIT } from '../support';

const target = { assistantId: 'asst_1' } as const;

function Probe({ options, onCall }: { options: WebCallOptions; onCall: (call: WebCall) => void }) {
  onCall(useWebCall(options));
  return null;
}

/** Listens with a handler that records its label; its layout effect makes the call emit once the label is "second". */
function LayoutEmitter(props: { call: WebCall; label: string; heard: string[]; emit: () => void }) {
  const { call, label, heard, emit } = props;
  useWebCallEvent(call, 'message', () => heard.push(label));
  useLayoutEffect(() => {
    if (label === 'second') emit();
  }, [label, emit]);
  return null;
}

/** A component that starts a call in an effect and stops it in the effect's cleanup, as apps write it. */
function CallOnMount({ options, onCall }: { options: WebCallOptions; onCall: (call: WebCall) => void }) {
  const call = useWebCall(options);
  onCall(call);
  useEffect(() => {
    void call.start(target);
    return () => {
      void call.stop();
    };
  }, [call]);
  return <output>{useCallState(call)}</output>;
}

describe('a call started in an effect, under StrictMode', () => {
  function setup() {
    const factory = createFakeCallFactory({ delays: { destroy: 5 } });
    const calls = new Set<WebCall>();
    const successes: WebCall[] = [];
    const errors: string[] = [];
    const options: WebCallOptions = {
      publicKey: 'pk',
      createCallObject: factory.createCallObject,
      isMobile: () => false,
      logger: { warn: () => {} },
    };
    const onCall = (call: WebCall) => {
      if (calls.has(call)) return;
      calls.add(call);
      call.on('call-start-success', () => successes.push(call));
      call.on('error', ({ error }) => errors.push(error.message));
    };
    const ui = (key: number) => (
      <StrictMode>
        <CallOnMount key={key} options={options} onCall={onCall} />
      </StrictMode>
    );
    return { factory, successes, errors, ui };
  }

  it('ends with exactly one active call on one live call object; unmount ends it', async () => {
    const { factory, successes, errors, ui } = setup();
    const { container, unmount } = render(ui(1));
    await vi.waitFor(() => expect(container.textContent).toBe('active'), WAIT);
    // StrictMode ran the effect, its cleanup and the effect again: the second start was not skipped.
    expect(successes).toHaveLength(1);
    const [call] = successes as [WebCall];
    expect(call.state).toBe('active');
    expect(factory.live()).toHaveLength(1);
    expect(errors).toEqual([]);
    unmount();
    expect(call.state).toBe('idle');
    await vi.waitFor(() => expect(factory.live()).toEqual([]), WAIT);
  });

  it('a remounted component gets its own call once the old one is gone, without a duplicate call object', async () => {
    const { factory, successes, errors, ui } = setup();
    const { container, rerender, unmount } = render(ui(1));
    await vi.waitFor(() => expect(container.textContent).toBe('active'), WAIT);
    rerender(ui(2));
    await vi.waitFor(() => expect(successes).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(container.textContent).toBe('active'), WAIT);
    const [first, second] = successes as [WebCall, WebCall];
    expect(second).not.toBe(first);
    expect([first.state, second.state]).toEqual(['idle', 'active']);
    expect(factory.live()).toHaveLength(1);
    expect(errors).toEqual([]);
    unmount();
    await vi.waitFor(() => expect(factory.live()).toEqual([]), WAIT);
  });
});

describe('useWebCall', () => {
  it('keeps one instance across renders and stops it on unmount', async () => {
    const factory = createFakeCallFactory();
    const options = { publicKey: 'pk', createCallObject: factory.createCallObject, isMobile: () => false };
    const { result, rerender, unmount } = renderHook(() => useWebCall(options));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await act(() => first.start(target));
    expect(first.state).toBe('active');
    unmount();
    await vi.waitFor(() => expect(factory.live()).toEqual([]), WAIT);
    expect(first.state).toBe('idle');
  });

  it('survives StrictMode double effects without stopping a call started afterwards', async () => {
    const factory = createFakeCallFactory();
    let call: WebCall | undefined;
    render(
      <StrictMode>
        <Probe
          options={{ publicKey: 'pk', createCallObject: factory.createCallObject, isMobile: () => false }}
          onCall={(created) => {
            call = created;
          }}
        />
      </StrictMode>,
    );
    await act(async () => {
      await call?.start(target);
    });
    expect(call?.state).toBe('active');
  });
});

describe('snapshot hooks', () => {
  it('follow state, error and muted through a call', async () => {
    const { call } = createHarness({}, { failOn: { join: 'no room' } });
    const { result } = renderHook(() => ({
      state: useCallState(call),
      error: useCallError(call),
      muted: useMuted(call),
      snapshot: useCallSnapshot(call),
    }));
    expect(result.current.state).toBe('idle');
    await act(() => call.start(target));
    expect(result.current.state).toBe('idle');
    expect(result.current.error).toMatchObject({ type: 'daily-call-join-error' });
    expect(result.current.snapshot.error).toBe(result.current.error);
  });

  it('useMuted and useCallState re-render on change', async () => {
    const { call } = createHarness();
    const { result } = renderHook(() => ({ state: useCallState(call), muted: useMuted(call) }));
    await act(() => call.start(target));
    expect(result.current.state).toBe('active');
    act(() => call.setMuted(true));
    expect(result.current.muted).toBe(true);
  });

  it('expose the 0.3 fields: audio blocked, mic silent, network, volume through a selector', async () => {
    const clock = createManualClock();
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    const { call, factory } = createHarness({ clock, micSilence: { afterMs: 500 } });
    const { result } = renderHook(() => ({
      blocked: useAudioBlocked(call),
      silent: useMicSilent(call),
      network: useNetwork(call),
      volume: useCallSelector(call, (snapshot) => snapshot.volume),
    }));
    expect(result.current).toMatchObject({ blocked: false, silent: false, volume: 1 });
    await act(() => call.start(target));
    await act(async () => {
      factory.last?.emitTrackStarted();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.blocked).toBe(true);
    act(() => {
      factory.last?.emitLocalAudioLevel(0);
      clock.advance(500);
    });
    expect(result.current.silent).toBe(true);
    act(() => factory.last?.emitNetworkConnection('interrupted'));
    expect(result.current.network).toEqual({ quality: 'good', connection: 'reconnecting' });
    act(() => call.setVolume(0.3));
    expect(result.current.volume).toBe(0.3);
    play.mockRestore();
    await act(() => call.stop());
  });

  it('useSpeaking re-renders on speech start and end but not on every volume report', async () => {
    const clock = createManualClock();
    const { call, factory } = createHarness({ clock });
    await call.start(target);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSpeaking(call);
    });
    const before = renders;
    act(() => {
      for (let i = 0; i < 10; i++) factory.last?.emitAudioLevels(0.05);
    });
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
    act(() => clock.advance(1000));
    expect(result.current).toBe(false);
  });
});

describe('event hooks', () => {
  it('useWebCallEvent always calls the latest handler and unsubscribes on unmount', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useWebCallEvent(call, 'message', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    factory.last?.emitAppMessage(JSON.stringify({ type: 'transcript' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'transcript' });
    unmount();
    factory.last?.emitAppMessage(JSON.stringify({ type: 'transcript' }));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('useWebCallEvent: an event fired by a layout effect of the commit that brought a new handler reaches it', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const heard: string[] = [];
    const props = { call, heard, emit: () => factory.last?.emitAppMessage(JSON.stringify({ type: 'hang' })) };
    const { rerender } = render(<LayoutEmitter {...props} label="first" />);
    rerender(<LayoutEmitter {...props} label="second" />);
    expect(heard).toEqual(['second']);
    await call.stop();
  });

  it('useVolumeLevel calls back on every report, with 0 at the end, without re-rendering', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const levels: number[] = [];
    let renders = 0;
    renderHook(() => {
      renders += 1;
      useVolumeLevel(call, (level) => levels.push(level));
    });
    const fake = factory.last;
    for (const level of [0.015, 0.03, 0.15]) fake?.emitAudioLevels(level);
    await act(() => call.stop());
    expect(levels.map((l) => Number(l.toFixed(3)))).toEqual([0.1, 0.2, 1, 0]);
    expect(renders).toBe(1);
  });

  it("useRemoteAudio exposes the assistant's track while it plays", async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const { result } = renderHook(() => useRemoteAudio(call));
    expect(result.current).toBeUndefined();
    let track: MediaStreamTrack | undefined;
    act(() => {
      track = factory.last?.emitTrackStarted();
    });
    expect(result.current?.track).toBe(track);
    expect(result.current?.element.isConnected).toBe(true);
    act(() => factory.last?.emitTrackStopped());
    expect(result.current).toBeUndefined();
  });

  it('useRemoteAudio lets go of the audio when the call ends while it plays', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const { result } = renderHook(() => useRemoteAudio(call));
    act(() => {
      factory.last?.emitTrackStarted();
    });
    expect(result.current).toBeDefined();
    await act(() => call.stop());
    expect(result.current).toBeUndefined();
  });

  it('useRemoteAudio given another WebCall shows that call’s audio, not the previous one’s', async () => {
    const first = createHarness();
    await first.call.start(target);
    act(() => {
      first.factory.last?.emitTrackStarted();
    });
    const second = createHarness();
    const { result, rerender } = renderHook(({ call }) => useRemoteAudio(call), {
      initialProps: { call: first.call },
    });
    expect(result.current).toBeDefined();
    rerender({ call: second.call });
    expect(result.current).toBeUndefined();
    await act(() => first.call.stop());
    expect(result.current).toBeUndefined();
  });
});

describe('useTranscript', () => {
  it('renders the lines of the call under StrictMode, re-rendering only on a change', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    const say = (type: 'partial' | 'final', text: string) =>
      factory.last?.emitAppMessage(
        JSON.stringify({ type: 'transcript', role: 'user', transcriptType: type, transcript: text }),
      );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useTranscript(call);
      },
      { wrapper: StrictMode },
    );
    expect(result.current).toEqual([]);
    act(() => say('partial', 'Hello'));
    expect(result.current).toEqual([{ role: 'user', text: 'Hello', final: false }]);
    const before = renders;
    act(() => {
      say('partial', 'Hello');
      factory.last?.emitAppMessage(JSON.stringify({ type: 'hang' }));
    });
    expect(renders).toBe(before);
    act(() => say('final', 'Hello there.'));
    expect(result.current).toEqual([{ role: 'user', text: 'Hello there.', final: true }]);
  });

  it('stops listening when unmounted', async () => {
    const { call } = createHarness();
    const { unmount } = renderHook(() => useTranscript(call), { wrapper: StrictMode });
    const listening = vi.spyOn(call, 'off');
    unmount();
    expect(listening).toHaveBeenCalledWith('message', expect.any(Function));
  });
});

/** Renders `call`'s state and mute as a new object at every selection, and records what it rendered. */
function StateAndMute({ call, renders }: { call: WebCall; renders: object[] }) {
  renders.push(useCallSelector(call, (snapshot) => ({ state: snapshot.state, muted: snapshot.muted })));
  return null;
}

const sameState = (a: { state: string }, b: { state: string }) => a.state === b.state;

/** Selects the state as a new object with an inline selector, kept while `sameState` finds it equal. */
function StateOnly({ call, renders }: { call: WebCall; renders: object[] }) {
  renders.push(useCallSelector(call, (snapshot) => ({ state: snapshot.state }), sameState));
  return null;
}

describe('useCallSelector', () => {
  it('takes a selector that builds a new object, under StrictMode, and renders once per change', async () => {
    const { call } = createHarness();
    const renders: object[] = [];
    render(
      <StrictMode>
        <StateAndMute call={call} renders={renders} />
      </StrictMode>,
    );
    const initial = renders.length;
    expect(renders.at(-1)).toEqual({ state: 'idle', muted: false });
    await act(() => call.start(target));
    expect(renders.at(-1)).toEqual({ state: 'active', muted: false });
    // StrictMode renders twice: a handful of renders for two changes, not one per read.
    expect(renders.length - initial).toBeLessThanOrEqual(8);
    await act(() => call.stop());
  });

  it('keeps the value it rendered while isEqual finds the next one equal, even with an inline selector', async () => {
    const { call } = createHarness();
    const renders: object[] = [];
    render(<StateOnly call={call} renders={renders} />);
    await act(() => call.start(target));
    // The volume changes the snapshot, not the state: the component may render, with the very same object.
    act(() => call.setVolume(0.5));
    const active = renders.filter((value) => (value as { state: string }).state === 'active');
    expect(active.length).toBeGreaterThan(0);
    expect(new Set(active).size).toBe(1);
    await act(() => call.stop());
  });
});
