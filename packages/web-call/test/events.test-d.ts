import { describe, expectTypeOf, it } from 'vitest';
import type {
  CallSnapshot,
  CallStartFailedEvent,
  CallStartProgressEvent,
  CallStartSuccessEvent,
  ErrorType,
  NetworkQualityEvent,
  OptionalStage,
  PlatformMessage,
  RemoteAudio,
  RequiredStage,
  Stage,
  StartErrorType,
  WebCallErrorEvent,
  WebCallResponse,
} from '../src/index';
import { type ERROR_TYPES, type STAGE_REQUIREMENTS, WebCall } from '../src/index';
import { createFakeCallObject } from '../src/testing/index';

declare const call: WebCall;

describe('event payload types', () => {
  it('maps each event name to its payload', () => {
    call.on('volume-level', (volume) => expectTypeOf(volume).toEqualTypeOf<number>());
    call.on('message', (message) => expectTypeOf(message).toEqualTypeOf<PlatformMessage>());
    call.on('local-volume-level', (level) => expectTypeOf(level).toEqualTypeOf<number>());
    call.on('network-quality', (event) => {
      expectTypeOf(event).toEqualTypeOf<NetworkQualityEvent>();
      expectTypeOf(event.quality).toEqualTypeOf<'good' | 'low' | 'very-low'>();
    });
    call.on('error', (event) => expectTypeOf(event).toEqualTypeOf<WebCallErrorEvent>());
    call.on('call-start-progress', (event) => expectTypeOf(event).toEqualTypeOf<CallStartProgressEvent>());
    call.on('call-start-success', (event) => expectTypeOf(event).toEqualTypeOf<CallStartSuccessEvent>());
    call.on('call-start-failed', (event) => expectTypeOf(event.stage).toEqualTypeOf<Stage>());
    call.on('remote-audio-start', (audio) => expectTypeOf(audio).toEqualTypeOf<RemoteAudio>());
    call.once('call-start-failed', (event) => expectTypeOf(event).toEqualTypeOf<CallStartFailedEvent>());
    call.on('call-end', ({ reason, endedReason }) => {
      expectTypeOf(reason).toEqualTypeOf<'local' | 'remote' | 'network' | 'error'>();
      // The platform's reason, from its list: a misspelt one is a compile error.
      if (endedReason === 'assistant-ended-call' || endedReason === 'customer-ended-call') return;
      // @ts-expect-error not a reason the platform has
      if (endedReason === 'assistant-hung-up') return;
    });
  });

  it('gives payload-less events listeners without arguments', () => {
    call.on('call-start', () => {});
    call.once('speech-end', () => {});
    // @ts-expect-error call-end has no payload
    call.on('call-end', (payload: string) => payload);
  });

  it('rejects unknown event names and wrong payload types', () => {
    // @ts-expect-error not an event
    call.on('call-started', () => {});
    // @ts-expect-error volume-level carries a number
    call.on('volume-level', (volume: string) => volume);
  });

  it('covers every error event type with the runtime ERROR_TYPES list', () => {
    expectTypeOf<WebCallErrorEvent['type']>().toEqualTypeOf<ErrorType>();
    expectTypeOf<(typeof ERROR_TYPES)[number]>().toEqualTypeOf<ErrorType>();
  });

  it('tells required from optional stages from data', () => {
    expectTypeOf<OptionalStage>().toEqualTypeOf<
      'video-recording-setup' | 'audio-observer-setup' | 'audio-processing-setup'
    >();
    expectTypeOf<RequiredStage | OptionalStage>().toEqualTypeOf<Stage>();
    expectTypeOf<keyof typeof STAGE_REQUIREMENTS>().toEqualTypeOf<Stage>();
  });

  it('narrows error events by type', () => {
    call.on('error', (event) => {
      // The contract's `{ type, stage?, error }`: `stage` reads on every error, and is never set on Daily's.
      expectTypeOf(event.stage).toEqualTypeOf<Stage | undefined>();
      if (event.type === 'daily-error') expectTypeOf(event.stage).toEqualTypeOf<undefined>();
      else if (event.type === 'microphone-error') {
        expectTypeOf(event.reason).toEqualTypeOf<'denied' | 'not-found' | 'in-use' | 'unsupported'>();
        expectTypeOf(event.stage).toEqualTypeOf<'microphone-permission' | undefined>();
      } else expectTypeOf(event.type).toEqualTypeOf<Exclude<StartErrorType, 'microphone-error'>>();
      expectTypeOf(event.error).toEqualTypeOf<Error>();
    });
  });
});

describe('public method types', () => {
  it('start takes exactly one kind of target and resolves the response or null', () => {
    expectTypeOf(call.start({ assistantId: 'a' })).toEqualTypeOf<Promise<WebCallResponse | null>>();
    expectTypeOf(call.start).toBeCallableWith({ workflowId: 'w' }, { signal: new AbortController().signal });
    // @ts-expect-error a target is required
    call.start({});
    // @ts-expect-error ids are strings
    call.start({ squadId: 5 });
  });

  it('listDevices resolves the contract’s { inputs: MediaDeviceInfo[], outputs: MediaDeviceInfo[] }', () => {
    expectTypeOf(call.listDevices()).resolves.toMatchTypeOf<{
      inputs: MediaDeviceInfo[];
      outputs: MediaDeviceInfo[];
    }>();
  });

  it('stop resolves once the call object is destroyed', () => {
    expectTypeOf(call.stop()).toEqualTypeOf<Promise<void>>();
  });

  it('types the timeouts option', () => {
    expectTypeOf(WebCall).toBeConstructibleWith({ publicKey: 'pk', timeouts: { webCall: 5_000 } });
    // @ts-expect-error milliseconds are numbers
    new WebCall({ publicKey: 'pk', timeouts: { join: '30s' } });
  });

  it('exposes a snapshot with the playback volume, not the level', () => {
    expectTypeOf(call.getSnapshot()).toEqualTypeOf<CallSnapshot>();
    expectTypeOf<CallSnapshot['volume']>().toEqualTypeOf<number>();
    expectTypeOf<CallSnapshot['network']['connection']>().toEqualTypeOf<'connected' | 'reconnecting'>();
    expectTypeOf(call.getVolumeLevel()).toEqualTypeOf<number>();
  });

  it('accepts the fake as a call object', () => {
    expectTypeOf(WebCall).toBeConstructibleWith({
      publicKey: 'pk',
      createCallObject: () => createFakeCallObject(),
    });
  });

  it('only sends known client messages', () => {
    expectTypeOf(call.send).toBeCallableWith({ type: 'end-call' });
    // @ts-expect-error unknown control
    call.send({ type: 'control', control: 'explode' });
  });
});
