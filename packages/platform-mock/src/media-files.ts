/**
 * Small but valid media files built in code, for the mock's call downloads: the mock records nothing, yet a
 * player, a decoder or a capture reader given these must accept them.
 */

/** Samples per second of the recordings: telephone quality. */
export const SAMPLE_RATE = 8000;

// Two steady tones tell the parties apart: the customer lower, the assistant higher.
const CUSTOMER_TONE_HZ = 330;
const ASSISTANT_TONE_HZ = 440;
const AMPLITUDE = 0.2 * 0x7fff;

/** Which voices a recording holds: both mixed, both on separate channels, or one party alone. */
export const RECORDING_MIXES = ['mono', 'stereo', 'customer', 'assistant'] as const;
export type RecordingMix = (typeof RECORDING_MIXES)[number];

const tone = (hz: number, index: number) =>
  Math.round(AMPLITUDE * Math.sin((2 * Math.PI * hz * index) / SAMPLE_RATE));

function writeAscii(view: DataView, offset: number, text: string) {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
}

/**
 * A 16-bit PCM WAV of `seconds`: the customer's tone, the assistant's, their mix, or (stereo) the customer on the
 * left channel and the assistant on the right.
 */
export function wavRecording(mix: RecordingMix, seconds: number): Uint8Array<ArrayBuffer> {
  const channels = mix === 'stereo' ? 2 : 1;
  const frames = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const dataBytes = frames * channels * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let frame = 0; frame < frames; frame++) {
    const customer = tone(CUSTOMER_TONE_HZ, frame);
    const assistant = tone(ASSISTANT_TONE_HZ, frame);
    const samples =
      mix === 'stereo'
        ? [customer, assistant]
        : [
            mix === 'customer'
              ? customer
              : mix === 'assistant'
                ? assistant
                : Math.round((customer + assistant) / 2),
          ];
    for (const [channel, sample] of samples.entries()) {
      view.setInt16(44 + (frame * channels + channel) * 2, sample, true);
    }
  }
  return new Uint8Array(view.buffer);
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const size = 8 + parts.reduce((total, part) => total + part.length, 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, size);
  writeAscii(view, 4, type);
  let offset = 8;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** An MP4 (ISO base media) of `seconds` with no tracks: a movie header and nothing to show. */
export function mp4Recording(seconds: number): Uint8Array<ArrayBuffer> {
  const brands = new Uint8Array(16);
  const brandView = new DataView(brands.buffer);
  writeAscii(brandView, 0, 'isom');
  brandView.setUint32(4, 0x200);
  writeAscii(brandView, 8, 'isom');
  writeAscii(brandView, 12, 'mp41');
  const header = new Uint8Array(100);
  const view = new DataView(header.buffer);
  // Version 0, no flags, creation and modification times 0, then the timescale and the duration in its units.
  view.setUint32(12, 1000);
  view.setUint32(16, Math.round(seconds * 1000));
  view.setUint32(20, 0x00010000); // rate 1.0
  view.setUint16(24, 0x0100); // volume 1.0
  // The identity matrix, in 16.16 and 2.30 fixed point.
  view.setUint32(36, 0x00010000);
  view.setUint32(52, 0x00010000);
  view.setUint32(68, 0x40000000);
  view.setUint32(96, 1); // next track id
  return new Uint8Array([...box('ftyp', brands), ...box('moov', box('mvhd', header))]);
}

/** A packet capture (libpcap format, Ethernet link) holding no packets: the mock had no SIP traffic. */
export function pcapCapture(): Uint8Array<ArrayBuffer> {
  const view = new DataView(new ArrayBuffer(24));
  view.setUint32(0, 0xa1b2c3d4, true);
  view.setUint16(4, 2, true);
  view.setUint16(6, 4, true);
  view.setUint32(16, 65535, true); // snapshot length
  view.setUint32(20, 1, true); // Ethernet
  return new Uint8Array(view.buffer);
}

/** Text gzipped, as the platform stores its call logs. */
export async function gzipText(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
