// In-page probes of a demo call, added with `page.addInitScript` before the page loads: the test of the call's work
// (e2e/tests/live-demo-work.spec.ts) and its benchmark (scripts/live-demo-bench.mjs) read the same figures.

type ProbeWindow = Window & {
  __reactCommits?: { commits: number };
  __longTasks?: Array<{ start: number; duration: number }>;
  __audioContexts?: AudioContext[];
};

/** A stand-in for React DevTools' hook: React reports every commit to it, in production builds too. */
export function countReactCommits(): void {
  const counter = { commits: 0 };
  Object.defineProperty(window, '__reactCommits', { value: counter });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: () => {
        counter.commits += 1;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      setStrictMode: () => {},
    },
  });
}

/** Records the main thread's long tasks (a benchmark figure: their length depends on the machine). */
export function recordLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  Object.defineProperty(window, '__longTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Keeps every AudioContext the page creates: the simulated call plays its sample through one, and its clock (the
 * audio thread's) measures how far the call got, whatever the main thread's load.
 */
export function recordAudioContexts(): void {
  const contexts: AudioContext[] = [];
  Object.defineProperty(window, '__audioContexts', { value: contexts });
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      contexts.push(this);
    }
  };
}

/** The React commits counted so far. */
export function commitsSoFar(): number {
  return (window as ProbeWindow).__reactCommits?.commits ?? 0;
}

/** What one window of a running call measured. */
export type CallWindow = {
  /** Seconds of the call's audio played during the window (the audio thread's clock). */
  callSeconds: number;
  wallMs: number;
  frames: number;
  /** Frames in which the visualiser's bars changed. */
  barFrames: number;
  /** Of those, frames with no React commit since the frame before: the bars moved through the DOM alone. */
  barFramesWithoutCommit: number;
  commits: number;
  longTasks: number;
  longestTaskMs: number;
  stillActive: boolean;
  transcriptLines: number;
};

/**
 * Watches a running call, frame by frame, until `callSeconds` of its audio have played and the bars have moved in at
 * least `barFramesWithoutCommit` frames of their own (or, should the audio stop, `wallLimitMs` have passed): runs in
 * the page (`page.evaluate(measureCallWindow, { ... })`). A busy machine draws few frames, so the window waits for
 * the frames it needs instead of counting on a rate.
 */
export async function measureCallWindow({
  callSeconds,
  wallLimitMs,
  barFramesWithoutCommit: framesWanted = 0,
}: {
  callSeconds: number;
  wallLimitMs: number;
  barFramesWithoutCommit?: number;
}): Promise<CallWindow> {
  const probe = window as ProbeWindow;
  const audio = probe.__audioContexts?.find((context) => context.state === 'running');
  const commitCount = () => probe.__reactCommits?.commits ?? 0;
  const bars = Array.from(document.querySelectorAll<HTMLElement>('#how-it-works [data-bar]'));
  const levels = () => bars.map((bar) => bar.style.scale).join();
  const audioStart = audio?.currentTime ?? 0;
  const startedAt = performance.now();
  const commitsBefore = commitCount();
  let frames = 0;
  let barFrames = 0;
  let barFramesWithoutCommit = 0;
  let previousLevels = levels();
  let previousCommits = commitsBefore;
  await new Promise<void>((resolve) => {
    const frame = () => {
      frames += 1;
      const current = levels();
      const commits = commitCount();
      if (current !== previousLevels) {
        barFrames += 1;
        if (commits === previousCommits) barFramesWithoutCommit += 1;
      }
      previousLevels = current;
      previousCommits = commits;
      const played = (audio?.currentTime ?? 0) - audioStart;
      const enough = played >= callSeconds && barFramesWithoutCommit >= framesWanted;
      if (!enough && performance.now() - startedAt < wallLimitMs) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  const inWindow = (probe.__longTasks ?? []).filter((task) => task.start >= startedAt);
  return {
    callSeconds: (audio?.currentTime ?? 0) - audioStart,
    wallMs: performance.now() - startedAt,
    frames,
    barFrames,
    barFramesWithoutCommit,
    commits: commitCount() - commitsBefore,
    longTasks: inWindow.length,
    longestTaskMs: Math.max(0, ...inWindow.map((task) => task.duration)),
    stillActive: document.querySelector('#how-it-works button')?.getAttribute('data-state') === 'active',
    transcriptLines: document.querySelectorAll('#how-it-works [role="log"] li').length,
  };
}
