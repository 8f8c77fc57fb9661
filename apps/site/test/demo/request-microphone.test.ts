import { describe, expect, it, vi } from 'vitest';
import { checkMicrophone, requestMicrophone } from '../../src/demo/request-microphone';

const streamWith = (stop: () => void) =>
  ({ getTracks: () => [{ stop }, { stop }] }) as unknown as MediaStream;

describe('checkMicrophone', () => {
  it('asks for audio only and releases the microphone at once', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => streamWith(stop));
    await checkMicrophone({ getUserMedia });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it("passes getUserMedia's rejection through unchanged", async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    await expect(checkMicrophone({ getUserMedia: () => Promise.reject(denied) })).rejects.toBe(denied);
  });

  it('rejects like a missing capability where the browser offers no media devices', async () => {
    await expect(requestMicrophone({ audio: true }, null)).rejects.toMatchObject({
      name: 'NotSupportedError',
    });
  });
});
