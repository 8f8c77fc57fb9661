import { WebCall, type WebCallOptions } from '@clinic/web-call';
import { createFakeCallFactory, type FakeCallFactory } from '../../src/testing/index';
import { PUBLIC_KEY } from '../contract-constants';

/**
 * A WebCall on the page's real media (microphone, `<audio>` elements, speakers) with the testing fake in place of
 * Daily's call object, so that no room is needed: what the media specs drive.
 */
export function createFakeBackedCall(options: Partial<WebCallOptions> = {}): {
  call: WebCall;
  factory: FakeCallFactory;
} {
  const factory = createFakeCallFactory();
  const call = new WebCall({
    publicKey: PUBLIC_KEY,
    createCallObject: factory.createCallObject,
    isMobile: () => false,
    ...options,
  });
  return { call, factory };
}
