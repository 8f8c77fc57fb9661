/** One device of the fake, as a test lists it. */
export interface FakeDevice {
  readonly deviceId: string;
  readonly label?: string;
}

/** Options of `createFakeMediaDevices`. */
export interface FakeMediaDevicesOptions {
  /** What `getUserMedia` does: give a track, or reject as a browser does when refused, missing or busy. */
  readonly microphone?: 'granted' | 'denied' | 'not-found' | 'in-use';
  /** What the Permissions API says before any prompt (default `prompt`); a prompt's answer updates it. */
  readonly permission?: 'granted' | 'denied' | 'prompt';
  readonly inputs?: readonly FakeDevice[];
  readonly outputs?: readonly FakeDevice[];
}

/** A `MediaDevices` for tests and simulations: scripted prompts, a device list to change, every track it gave. */
export interface FakeMediaDevices extends MediaDevices {
  /** Replaces the device list and fires `devicechange`; a live track of a removed input ends, as in a browser. */
  setDevices(devices: { inputs?: readonly FakeDevice[]; outputs?: readonly FakeDevice[] }): void;
  /**
   * Ends the live tracks of `deviceId` (every live track without one), with an `ended` event, as a browser does when
   * the device behind them goes away while still listed: Chrome keeps `default` after its device is unplugged.
   */
  endTracks(deviceId?: string): void;
  /** Every track `getUserMedia` gave, oldest first, to check that they were stopped. */
  readonly tracks: readonly MediaStreamTrack[];
  /** The constraints of every `getUserMedia` call. */
  readonly requests: readonly MediaStreamConstraints[];
  /** The Permissions API as this fake answers it (`WebCall.microphonePermission` reads it). */
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

  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId };
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

const deviceInfo = (kind: MediaDeviceKind, device: FakeDevice, labelled: boolean): MediaDeviceInfo => {
  const info = { deviceId: device.deviceId, groupId: '', kind, label: labelled ? (device.label ?? '') : '' };
  return { ...info, toJSON: () => info };
};

/** Creates a fake `MediaDevices`: by default one microphone and one speaker, and a microphone that is granted. */
export function createFakeMediaDevices(options: FakeMediaDevicesOptions = {}): FakeMediaDevices {
  let inputs = options.inputs ?? [{ deviceId: 'microphone-1', label: 'Fake microphone' }];
  let outputs = options.outputs ?? [{ deviceId: 'speaker-1', label: 'Fake speaker' }];
  let permission: PermissionState = options.permission ?? 'prompt';
  const tracks: FakeAudioTrack[] = [];
  const requests: MediaStreamConstraints[] = [];
  const target = new EventTarget();

  const getUserMedia = async (constraints: MediaStreamConstraints = {}): Promise<MediaStream> => {
    requests.push(constraints);
    const outcome = options.microphone ?? 'granted';
    if (outcome !== 'granted') {
      if (outcome === 'denied') permission = 'denied';
      throw new DOMException(ERRORS[outcome][1], ERRORS[outcome][0]);
    }
    const audio = constraints.audio;
    const exact =
      typeof audio === 'object' ? (audio.deviceId as { exact?: string } | undefined)?.exact : undefined;
    const device = exact === undefined ? inputs[0] : inputs.find((input) => input.deviceId === exact);
    if (!device)
      throw new DOMException('Requested device not found', exact ? 'OverconstrainedError' : 'NotFoundError');
    permission = 'granted';
    const track = new FakeAudioTrack(device.label ?? '', device.deviceId, tracks.length + 1);
    tracks.push(track);
    const stream = { getTracks: () => [track], getAudioTracks: () => [track], getVideoTracks: () => [] };
    return stream as unknown as MediaStream;
  };

  const fake = {
    ondevicechange: null as ((event: Event) => void) | null,
    getUserMedia,
    async enumerateDevices() {
      const labelled = permission === 'granted';
      return [
        ...inputs.map((device) => deviceInfo('audioinput', device, labelled)),
        ...outputs.map((device) => deviceInfo('audiooutput', device, labelled)),
      ];
    },
    getSupportedConstraints: () => ({ deviceId: true }),
    getDisplayMedia: () => Promise.reject(new DOMException('Not supported by the fake', 'NotSupportedError')),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setDevices(devices: { inputs?: readonly FakeDevice[]; outputs?: readonly FakeDevice[] }) {
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
      query: async (descriptor: PermissionDescriptor) => {
        if (descriptor.name !== ('microphone' as PermissionName)) throw new TypeError('Unknown permission.');
        return { name: 'microphone', state: permission } as unknown as PermissionStatus;
      },
    },
  };
  return fake as unknown as FakeMediaDevices;
}
