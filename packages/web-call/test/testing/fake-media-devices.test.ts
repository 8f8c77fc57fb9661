import { describe, expect, it, vi } from 'vitest';
import { createFakeMediaDevices } from '../../src/testing/index';

const inputs = [
  { deviceId: 'a', label: 'Microphone A' },
  { deviceId: 'b', label: 'Microphone B' },
];
const outputs = [{ deviceId: 's', label: 'Speaker' }];

/** What `enumerateDevices` lists, as `kind:deviceId:groupId:label`. */
const listed = async (media: MediaDevices) =>
  (await media.enumerateDevices()).map(
    ({ kind, deviceId, groupId, label }) => `${kind}:${deviceId}:${groupId}:${label}`,
  );

const nameOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error as Error).name,
  );

describe('the device list before the microphone is allowed', () => {
  it('lists one entry per kind present, with no id, group or label, as browsers do; all of them once granted', async () => {
    const media = createFakeMediaDevices({ inputs, outputs });
    expect(await listed(media)).toEqual(['audioinput:::', 'audiooutput:::']);
    await media.getUserMedia({ audio: true });
    expect(await listed(media)).toEqual([
      'audioinput:a::Microphone A',
      'audioinput:b::Microphone B',
      'audiooutput:s::Speaker',
    ]);
  });

  it('lists no entry for a kind the page has none of, and stays hidden after a refusal or a missing device', async () => {
    expect(await listed(createFakeMediaDevices({ inputs, outputs: [] }))).toEqual(['audioinput:::']);
    for (const microphone of ['denied', 'not-found'] as const) {
      const media = createFakeMediaDevices({ microphone, inputs, outputs });
      await expect(media.getUserMedia({ audio: true })).rejects.toBeInstanceOf(DOMException);
      expect(await listed(media)).toEqual(['audioinput:::', 'audiooutput:::']);
    }
  });

  it('a page already granted lists every device from the start', async () => {
    const media = createFakeMediaDevices({ permission: 'granted', inputs, outputs });
    expect(await listed(media)).toHaveLength(3);
  });
});

describe('permission and prompt outcomes', () => {
  it('a denied permission refuses with NotAllowedError without asking, whatever the microphone would do', async () => {
    const media = createFakeMediaDevices({ permission: 'denied', microphone: 'granted' });
    const status = await media.permissions.query({ name: 'microphone' as PermissionName });
    await expect(media.getUserMedia({ audio: true })).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(media.tracks).toEqual([]);
    expect(status.state).toBe('denied');
    const busy = createFakeMediaDevices({ permission: 'denied', microphone: 'in-use' });
    expect(await nameOf(busy.getUserMedia({ audio: true }))).toBe('NotAllowedError');
  });

  it('a busy microphone was still allowed (granted); a missing one leaves the permission as it was', async () => {
    const busy = createFakeMediaDevices({ microphone: 'in-use' });
    expect(await nameOf(busy.getUserMedia({ audio: true }))).toBe('NotReadableError');
    expect((await busy.permissions.query({ name: 'microphone' as PermissionName })).state).toBe('granted');
    const missing = createFakeMediaDevices({ microphone: 'not-found' });
    expect(await nameOf(missing.getUserMedia({ audio: true }))).toBe('NotFoundError');
    expect((await missing.permissions.query({ name: 'microphone' as PermissionName })).state).toBe('prompt');
  });

  it('a refusal at the prompt is remembered as denied', async () => {
    const media = createFakeMediaDevices({ microphone: 'denied' });
    expect(await nameOf(media.getUserMedia({ audio: true }))).toBe('NotAllowedError');
    expect((await media.permissions.query({ name: 'microphone' as PermissionName })).state).toBe('denied');
  });
});

describe('permissions.query', () => {
  it('answers one live status that follows the permission and fires change', async () => {
    const media = createFakeMediaDevices();
    const status = await media.permissions.query({ name: 'microphone' as PermissionName });
    expect(status).toBeInstanceOf(EventTarget);
    expect(await media.permissions.query({ name: 'microphone' as PermissionName })).toBe(status);
    const listener = vi.fn();
    const onchange = vi.fn();
    status.addEventListener('change', listener);
    status.onchange = onchange;
    expect(status.state).toBe('prompt');
    await media.getUserMedia({ audio: true });
    expect(status.state).toBe('granted');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onchange).toHaveBeenCalledTimes(1);
    // Asked again while granted: nothing changes, nothing is told.
    await media.getUserMedia({ audio: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('fires change when a prompt is refused', async () => {
    const media = createFakeMediaDevices({ microphone: 'denied' });
    const status = await media.permissions.query({ name: 'microphone' as PermissionName });
    const listener = vi.fn();
    status.addEventListener('change', listener);
    await media.getUserMedia({ audio: true }).catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(status.state).toBe('denied');
  });

  it('other permission names are refused as before', async () => {
    const media = createFakeMediaDevices();
    await expect(media.permissions.query({ name: 'camera' as PermissionName })).rejects.toThrow(TypeError);
  });
});

describe('getUserMedia constraints', () => {
  const deviceOf = async (media: MediaDevices, constraints: MediaStreamConstraints) =>
    (await media.getUserMedia(constraints)).getAudioTracks()[0]?.getSettings().deviceId;

  it('a bare id, an array or ideal prefers that device when listed, else the default one', async () => {
    const media = createFakeMediaDevices({ inputs });
    expect(await deviceOf(media, { audio: { deviceId: 'b' } })).toBe('b');
    expect(await deviceOf(media, { audio: { deviceId: ['x', 'b'] } })).toBe('b');
    expect(await deviceOf(media, { audio: { deviceId: { ideal: 'b' } } })).toBe('b');
    expect(await deviceOf(media, { audio: { deviceId: 'gone' } })).toBe('a');
    expect(await deviceOf(media, { audio: { deviceId: { ideal: 'gone' } } })).toBe('a');
    const chrome = createFakeMediaDevices({ inputs: [...inputs, { deviceId: 'default' }] });
    expect(await deviceOf(chrome, { audio: { deviceId: 'gone' } })).toBe('default');
    expect(await deviceOf(chrome, { audio: true })).toBe('default');
  });

  it('exact takes that device or rejects with OverconstrainedError', async () => {
    const media = createFakeMediaDevices({ inputs });
    expect(await deviceOf(media, { audio: { deviceId: { exact: 'b' } } })).toBe('b');
    expect(await nameOf(media.getUserMedia({ audio: { deviceId: { exact: 'gone' } } }))).toBe(
      'OverconstrainedError',
    );
  });

  it('a request without audio or video is a TypeError, as in browsers, and asks nothing', async () => {
    const media = createFakeMediaDevices();
    const status = await media.permissions.query({ name: 'microphone' as PermissionName });
    for (const constraints of [undefined, {}, { audio: false }, { audio: false, video: false }]) {
      await expect(media.getUserMedia(constraints)).rejects.toThrow(TypeError);
    }
    expect(media.tracks).toEqual([]);
    expect(status.state).toBe('prompt');
  });

  it('has no camera: a video request rejects with NotFoundError', async () => {
    const media = createFakeMediaDevices({ permission: 'granted' });
    expect(await nameOf(media.getUserMedia({ audio: true, video: true }))).toBe('NotFoundError');
    expect(media.tracks).toEqual([]);
  });
});
