type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

/**
 * Asks for the microphone. Without media devices (an insecure context, an old browser; `null` in tests) it
 * rejects the way getUserMedia does for a missing capability, so callers handle one kind of failure.
 */
export function requestMicrophone(
  constraints: MediaStreamConstraints = { audio: true },
  mediaDevices: MediaDevicesLike | null | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) {
    return Promise.reject(
      new DOMException('This browser offers no microphone access here.', 'NotSupportedError'),
    );
  }
  return mediaDevices.getUserMedia(constraints);
}

/** Checks the microphone can be used, then releases it at once (the call asks again when it joins). */
export async function checkMicrophone(mediaDevices?: MediaDevicesLike | null): Promise<void> {
  const stream = await requestMicrophone({ audio: true }, mediaDevices);
  for (const track of stream.getTracks()) track.stop();
}
