import { type ActionContext, type JsonObject, objectOf, type Responder } from '../action-context';
import { gzipText, mp4Recording, pcapCapture, type RecordingMix, wavRecording } from '../media-files';
import { fileReply, problem, type Reply } from '../reply';
import type { Entity } from '../store';

/** What the download operations fetch: the four recordings, the video, the packet capture and the logs. */
export const CALL_ARTIFACTS = [
  'mono-recording',
  'stereo-recording',
  'customer-recording',
  'assistant-recording',
  'video-recording',
  'pcap',
  'call-logs',
] as const;
export type CallArtifact = (typeof CALL_ARTIFACTS)[number];

// Recordings of the mock are short whatever the call lasted: they stand for the audio, they are not it.
const MAX_RECORDING_SECONDS = 1;
const PHONE_CALL_TYPES = ['inboundPhoneCall', 'outboundPhoneCall'];

/** The artifact plan in force for the call: its own, else its inline assistant's, else its stored assistant's. */
function artifactPlanOf({ store }: ActionContext, call: Entity): JsonObject {
  const stored = typeof call.assistantId === 'string' ? store.get('assistant', call.assistantId) : undefined;
  const plans = [call.artifactPlan, objectOf(call.assistant)?.artifactPlan, stored?.artifactPlan];
  return Object.assign({}, ...plans.map(objectOf).filter(Boolean).reverse());
}

function durationOf(call: Entity): number {
  const seconds = (Date.parse(String(call.endedAt)) - Date.parse(String(call.startedAt))) / 1000;
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds, MAX_RECORDING_SECONDS)
    : MAX_RECORDING_SECONDS;
}

/** Why the call has no such artifact, in the platform's words for it ("artifact not found"), or nothing. */
function missingReason(artifact: CallArtifact, call: Entity, plan: JsonObject): string | undefined {
  if (call.status !== 'ended') return `the call is ${String(call.status ?? 'not started')}, not ended`;
  if (artifact === 'video-recording') {
    if (call.type !== 'webCall' || plan.videoRecordingEnabled !== true)
      return 'the call was not recorded on video';
  } else if (artifact === 'pcap') {
    if (!PHONE_CALL_TYPES.includes(String(call.type))) return 'only phone calls have a packet capture';
    if (plan.pcapEnabled === false) return 'packet capture was off (artifactPlan.pcapEnabled)';
  } else if (artifact === 'call-logs') {
    if (plan.loggingEnabled === false) return 'logging was off (artifactPlan.loggingEnabled)';
  } else if (plan.recordingEnabled === false) {
    return 'recording was off (artifactPlan.recordingEnabled)';
  }
  return undefined;
}

function messagesOf(call: Entity): JsonObject[] {
  const source = objectOf(call.artifact)?.messages ?? call.messages;
  if (!Array.isArray(source)) return [];
  return source.flatMap((message: unknown) => {
    const object = objectOf(message);
    return object ? [object] : [];
  });
}

/** The call's log: one JSON object a line, from its start through each message to its end. */
function callLogLines(call: Entity): string {
  const started = Date.parse(String(call.startedAt ?? call.createdAt));
  const at = (seconds: number) => new Date(started + seconds * 1000).toISOString();
  const lines: JsonObject[] = [
    { time: at(0), level: 'info', callId: call.id, event: 'call.started', type: call.type },
    ...messagesOf(call).map((message) => ({
      time: at(Number(message.secondsFromStart) || 0),
      level: 'info',
      callId: call.id,
      event: 'message',
      role: message.role,
      message: message.message ?? message.content,
    })),
    {
      time: String(call.endedAt ?? at(0)),
      level: 'info',
      callId: call.id,
      event: 'call.ended',
      endedReason: call.endedReason,
    },
  ];
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}

async function artifactFile(artifact: CallArtifact, call: Entity): Promise<Reply> {
  const name = (extension: string) => `${call.id}-${artifact}.${extension}`;
  switch (artifact) {
    case 'video-recording':
      return fileReply({ bytes: mp4Recording(durationOf(call)), type: 'video/mp4', name: name('mp4') });
    case 'pcap':
      return fileReply({ bytes: pcapCapture(), type: 'application/vnd.tcpdump.pcap', name: name('pcap') });
    case 'call-logs':
      return fileReply({
        bytes: await gzipText(callLogLines(call)),
        type: 'application/gzip',
        name: `${call.id}-call-logs.jsonl.gz`,
      });
    default: {
      const mix = artifact.replace('-recording', '') as RecordingMix;
      return fileReply({ bytes: wavRecording(mix, durationOf(call)), type: 'audio/wav', name: name('wav') });
    }
  }
}

/**
 * A call's recording, video, packet capture or logs, as the file itself (the platform redirects to it): WAV
 * audio, an MP4, a pcap, gzipped JSON lines. A call that has not ended, or has no such artifact (video of an
 * audio-only call, say), answers 404 in the platform's error shape, saying why.
 */
export const respondCallDownload =
  (artifact: CallArtifact): Responder =>
  async (context) => {
    const call = context.target;
    if (!call) return problem(404, 'Artifact not found: no such call.');
    const reason = missingReason(artifact, call, artifactPlanOf(context, call));
    if (reason) return problem(404, `Artifact not found: ${reason}.`);
    return artifactFile(artifact, call);
  };
