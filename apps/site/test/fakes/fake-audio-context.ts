/** A fake audio track: records stop(). */
export function createFakeTrack(kind: 'audio' | 'video' = 'audio') {
  const track = {
    kind,
    id: `fake-${kind}-track`,
    readyState: 'live' as MediaStreamTrackState,
    stop() {
      track.readyState = 'ended';
    },
  };
  return track;
}

/**
 * An AudioContext stand-in for the simulated voice: it "decodes" any bytes into a buffer, and the test sets the
 * samples the analyser reads and ends playback by hand.
 */
export function createFakeAudioContext() {
  const track = createFakeTrack();
  const connections: string[] = [];
  let samples = new Float32Array(2048);
  const source = {
    buffer: null as unknown,
    onended: null as null | (() => void),
    started: 0,
    stopped: 0,
    connect(node: { name: string }) {
      connections.push(`source->${node.name}`);
    },
    start() {
      source.started += 1;
    },
    stop() {
      if (source.started === 0) throw new DOMException('not started', 'InvalidStateError');
      source.stopped += 1;
    },
  };
  const analyser = {
    name: 'analyser',
    fftSize: 0,
    connect(node: { name: string }) {
      connections.push(`analyser->${node.name}`);
    },
    getFloatTimeDomainData(array: Float32Array) {
      array.set(samples.subarray(0, array.length));
    },
  };
  const destination = { name: 'destination', stream: { getAudioTracks: () => [track] } };
  const context = {
    state: 'suspended' as AudioContextState,
    /** The audio clock (s); the test moves it. */
    currentTime: 0,
    decoded: [] as ArrayBuffer[],
    async decodeAudioData(bytes: ArrayBuffer) {
      context.decoded.push(bytes);
      return { duration: 12 } as AudioBuffer;
    },
    createBufferSource: () => source,
    createAnalyser: () => analyser,
    createMediaStreamDestination: () => destination,
    async resume() {
      context.state = 'running';
    },
    async close() {
      context.state = 'closed';
    },
  };
  return {
    context,
    source,
    analyser,
    track,
    connections,
    /** What the analyser reads from now on. */
    setSamples(values: number[]) {
      samples = new Float32Array(2048);
      for (let index = 0; index < samples.length; index += 1)
        samples[index] = values[index % values.length] ?? 0;
    },
    /** Plays to the end, as the browser reports it. */
    end() {
      source.onended?.();
    },
  };
}
