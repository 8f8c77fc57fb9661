/** One device of the fake, as a test lists it. */
export interface FakeDevice {
  readonly deviceId: string;
  readonly label?: string | undefined;
}

/** Options of `createFakeMediaDevices`. */
export interface FakeMediaDevicesOptions {
  /**
   * What `getUserMedia` does when the permission is not `denied` (default `granted`): give a track (the permission
   * becomes `granted`), or reject as a browser does when refused at the prompt (`denied`, remembered), missing
   * (`not-found`, the permission unchanged) or busy (`in-use`: the visitor allowed it, so `granted`).
   */
  readonly microphone?: 'granted' | 'denied' | 'not-found' | 'in-use' | undefined;
  /**
   * What the Permissions API says before any prompt (default `prompt`); a prompt's answer updates it. Until it is
   * `granted`, `enumerateDevices` hides the devices as browsers do: one entry per kind, with empty ids and labels.
   * `denied` refuses every `getUserMedia` without a prompt, whatever `microphone` says.
   */
  readonly permission?: 'granted' | 'denied' | 'prompt' | undefined;
  readonly inputs?: readonly FakeDevice[] | undefined;
  readonly outputs?: readonly FakeDevice[] | undefined;
}

/** A `MediaDevices` for tests and simulations: scripted prompts, a device list to change, every track it gave. */
export interface FakeMediaDevices extends MediaDevices {
  /** Replaces the device list and fires `devicechange`; a live track of a removed input ends, as in a browser. */
  setDevices(devices: {
    inputs?: readonly FakeDevice[] | undefined;
    outputs?: readonly FakeDevice[] | undefined;
  }): void;
  /**
   * Ends the live tracks of `deviceId` (every live track without one), with an `ended` event, as a browser does when
   * the device behind them goes away while still listed: Chrome keeps `default` after its device is unplugged.
   */
  endTracks(deviceId?: string): void;
  /** Every track `getUserMedia` gave, oldest first, to check that they were stopped. */
  readonly tracks: readonly MediaStreamTrack[];
  /** The constraints of every `getUserMedia` call. */
  readonly requests: readonly MediaStreamConstraints[];
  /**
   * The Permissions API as this fake answers it (`WebCall.microphonePermission` reads it). `microphone` answers one
   * live status: its `state` follows the fake's permission, and it fires `change` when that changes.
   */
  readonly permissions: Pick<Permissions, 'query'>;
}

const ERRORS = {
  denied: ['NotAllowedError', 'Permission denied'],
  'not-found': ['NotFoundError', 'Requested device not found'],
  'in-use': ['NotReadableError', 'Could not start audio source'],
} as const;

/** A live audio track of the fake: `stop()` ends it, and a removed device ends it with an `ended` event. */
class FakeAudioTrack extends EventTarget {
  readonly kind = 'audio';
  readonly id: string;
  enabled = true;
  muted = false;
  readyState: MediaStreamTrackState = 'live';
  onended: ((event: Event) => void) | null = null;

  constructor(
    readonly label: string,
    private readonly deviceId: string,
    index: number,
  ) {
    super();
    this.id = `fake-microphone-${index}`;
  }

  /** Empty once the track has ended, as in Firefox (Chromium keeps them): code must read them while it is live. */
  getSettings(): MediaTrackSettings {
    return this.readyState === 'ended' ? {} : { deviceId: this.deviceId };
  }

  stop(): void {
    this.readyState = 'ended';
  }

  /** The device went away: the browser ends the track and says so. */
  lose(): void {
    if (this.readyState === 'ended') return;
    this.readyState = 'ended';
    const event = new Event('ended');
    this.onended?.(event);
    this.dispatchEvent(event);
  }
}

const deviceInfo = (kind: MediaDeviceKind, device: FakeDevice): MediaDeviceInfo => {
  const info = { deviceId: device.deviceId, groupId: '', kind, label: device.label ?? '' };
  return { ...info, toJSON: () => info };
};

/** The one entry a browser lists for a kind while the microphone is not allowed: no id, no label. */
const hiddenDeviceInfo = (kind: MediaDeviceKind): MediaDeviceInfo => {
  const info = { deviceId: '', groupId: '', kind, label: '' };
  return { ...info, toJSON: () => info };
};

/** The microphone's `PermissionStatus`: one per fake, kept current, firing `change` as a browser's does. */
class FakePermissionStatus extends EventTarget implements PermissionStatus {
  readonly name = 'microphone';
  #state: PermissionState;
  #onchange: ((this: PermissionStatus, event: Event) => unknown) | null = null;

  constructor(state: PermissionState) {
    super();
    this.#state = state;
    // An accessor rather than a field: an `EventTarget` that calls `on…` fields itself (happy-dom's) calls it once.
    this.addEventListener('change', (event) => this.#onchange?.call(this, event));
  }

  get state(): PermissionState {
    return this.#state;
  }

  get onchange(): ((this: PermissionStatus, event: Event) => unknown) | null {
    return this.#onchange;
  }

  set onchange(handler: ((this: PermissionStatus, event: Event) => unknown) | null) {
    this.#onchange = handler;
  }

  /** The fake's permission changed: the status says so, as a browser's does after a prompt or a settings change. */
  update(state: PermissionState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.dispatchEvent(new Event('change'));
  }
}

const idsOf = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/**
 * What an `audio` constraint asks of the device id: ids that are required (`exact`) or only preferred (a bare
 * string or array, or `ideal`), as browsers read a `ConstrainDOMString`.
 */
function readDeviceId(audio: boolean | MediaTrackConstraints): {
  exact: readonly string[];
  ideal: readonly string[];
} {
  const deviceId = typeof audio === 'object' ? audio.deviceId : undefined;
  if (deviceId === undefined) return { exact: [], ideal: [] };
  if (typeof deviceId === 'string' || Array.isArray(deviceId)) return { exact: [], ideal: idsOf(deviceId) };
  const { exact, ideal } = deviceId;
  return { exact: idsOf(exact), ideal: idsOf(ideal) };
}

/**
 * Creates a fake `MediaDevices`: by default one microphone and one speaker, a permission not asked yet (`prompt`,
 * devices hidden) and a prompt that grants the microphone.
 */
export function createFakeMediaDevices(options: FakeMediaDevicesOptions = {}): FakeMediaDevices {
  let inputs = options.inputs ?? [{ deviceId: 'microphone-1', label: 'Fake microphone' }];
  let outputs = options.outputs ?? [{ deviceId: 'speaker-1', label: 'Fake speaker' }];
  const tracks: FakeAudioTrack[] = [];
  const requests: MediaStreamConstraints[] = [];
  const target = new EventTarget();

  const status = new FakePermissionStatus(options.permission ?? 'prompt');

  const defaultInput = () => inputs.find((input) => input.deviceId === 'default') ?? inputs[0];

  const getUserMedia = async (constraints?: MediaStreamConstraints): Promise<MediaStream> => {
    requests.push(constraints ?? {});
    // As in browsers: a request for no media at all is a programming error, answered before anything is asked.
    if (!constraints?.audio && !constraints?.video) {
      throw new TypeError(
        "Failed to execute 'getUserMedia': At least one of audio and video must be requested",
      );
    }
    // A refused permission refuses at once: the visitor is not asked again.
    if (status.state === 'denied') throw new DOMException(ERRORS.denied[1], ERRORS.denied[0]);
    // The fake has no camera.
    if (constraints.video) throw new DOMException(ERRORS['not-found'][1], ERRORS['not-found'][0]);
    const outcome = options.microphone ?? 'granted';
    if (outcome !== 'granted') {
      // Refused at the prompt: the browser remembers it. Busy: the visitor allowed it, the device would not start.
      // Refused while allowed (the system's own block): the page's permission stays as it was.
      if (outcome === 'denied' && status.state === 'prompt') status.update('denied');
      if (outcome === 'in-use') status.update('granted');
      throw new DOMException(ERRORS[outcome][1], ERRORS[outcome][0]);
    }
    const { exact, ideal } = readDeviceId(constraints.audio ?? false);
    const device =
      exact.length > 0
        ? inputs.find((input) => exact.includes(input.deviceId))
        : (inputs.find((input) => ideal.includes(input.deviceId)) ?? defaultInput());
    if (!device)
      throw new DOMException(
        'Requested device not found',
        exact.length > 0 ? 'OverconstrainedError' : 'NotFoundError',
      );
    status.update('granted');
    const track = new FakeAudioTrack(device.label ?? '', device.deviceId, tracks.length + 1);
    tracks.push(track);
    const stream = { getTracks: () => [track], getAudioTracks: () => [track], getVideoTracks: () => [] };
    return stream as unknown as MediaStream;
  };

  const fake = {
    ondevicechange: null as ((event: Event) => void) | null,
    getUserMedia,
    async enumerateDevices(): Promise<MediaDeviceInfo[]> {
      // As browsers (Media Capture and Streams, "device information exposure"): until the microphone is allowed,
      // at most one entry per kind present, with empty ids and labels.
      if (status.state !== 'granted') {
        return [
          ...(inputs.length > 0 ? [hiddenDeviceInfo('audioinput')] : []),
          ...(outputs.length > 0 ? [hiddenDeviceInfo('audiooutput')] : []),
        ];
      }
      return [
        ...inputs.map((device) => deviceInfo('audioinput', device)),
        ...outputs.map((device) => deviceInfo('audiooutput', device)),
      ];
    },
    getSupportedConstraints: () => ({ deviceId: true }),
    getDisplayMedia: () => Promise.reject(new DOMException('Not supported by the fake', 'NotSupportedError')),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setDevices(devices: {
      inputs?: readonly FakeDevice[] | undefined;
      outputs?: readonly FakeDevice[] | undefined;
    }) {
      inputs = devices.inputs ?? inputs;
      outputs = devices.outputs ?? outputs;
      for (const track of tracks) {
        const { deviceId } = track.getSettings();
        if (!inputs.some((input) => input.deviceId === deviceId)) track.lose();
      }
      const event = new Event('devicechange');
      fake.ondevicechange?.(event);
      target.dispatchEvent(event);
    },
    endTracks(deviceId?: string) {
      for (const track of tracks) {
        if (deviceId === undefined || track.getSettings().deviceId === deviceId) track.lose();
      }
    },
    get tracks() {
      return tracks as unknown as readonly MediaStreamTrack[];
    },
    requests,
    permissions: {
      query: async (descriptor: PermissionDescriptor): Promise<PermissionStatus> => {
        if (descriptor.name !== ('microphone' as PermissionName)) throw new TypeError('Unknown permission.');
        return status;
      },
    },
  };
  return fake as unknown as FakeMediaDevices;
}
