// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createDemoCallRequests, PENDING_REQUEST_MS } from '../../src/demo/demo-call-requests';

const flush = () => Promise.resolve();

describe('createDemoCallRequests', () => {
  it('hands a request to the demo that handles them, each time', () => {
    const requests = createDemoCallRequests();
    const handler = vi.fn();
    requests.handle(handler);
    requests.request();
    requests.request();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('keeps a request made before the demo is there, and hands it over once, soon after it registers', async () => {
    let now = 0;
    const requests = createDemoCallRequests(() => now);
    requests.request();
    now = PENDING_REQUEST_MS - 1;
    const handler = vi.fn();
    requests.handle(handler);
    expect(handler).not.toHaveBeenCalled();
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    requests.handle(later);
    await flush();
    expect(later).not.toHaveBeenCalled();
  });

  it('lets a kept request lapse after a while', async () => {
    let now = 0;
    const requests = createDemoCallRequests(() => now);
    requests.request();
    now = PENDING_REQUEST_MS + 1;
    const handler = vi.fn();
    requests.handle(handler);
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it('gives a kept request to the handler that stays, not to one removed at once (StrictMode)', async () => {
    const requests = createDemoCallRequests();
    requests.request();
    const first = vi.fn();
    const second = vi.fn();
    requests.handle(first)();
    requests.handle(second);
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops handing requests to a removed handler, and keeps the latest one when two register', () => {
    const requests = createDemoCallRequests();
    const old = vi.fn();
    const current = vi.fn();
    const removeOld = requests.handle(old);
    requests.handle(current);
    removeOld(); // the old one's cleanup must not remove the current one
    requests.request();
    expect(old).not.toHaveBeenCalled();
    expect(current).toHaveBeenCalledTimes(1);
  });
});
