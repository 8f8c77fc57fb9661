import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeakingDetector } from '../src/speaking-detector';

function detect() {
  const out: string[] = [];
  const volumes: number[] = [];
  const detector = createSpeakingDetector(
    {
      onSpeaking: (speaking) => out.push(speaking ? 'start' : 'end'),
      onVolume: (volume) => volumes.push(volume),
    },
    {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as never),
    },
  );
  return { detector, out, volumes };
}

describe('speaking detector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts speech when the summed level exceeds 0.01, not at 0.01', () => {
    const { detector, out } = detect();
    detector.push([0.005, 0.005]);
    expect(out).toEqual([]);
    detector.push([0.006, 0.005]);
    expect(out).toEqual(['start']);
    detector.push([0.5]);
    expect(out).toEqual(['start']);
  });

  it('ends speech after 1000 ms without a loud report; each loud report restarts the countdown', () => {
    const { detector, out } = detect();
    detector.push([0.2]);
    vi.advanceTimersByTime(900);
    detector.push([0.05]);
    vi.advanceTimersByTime(900);
    detector.push([0]); // quiet reports do not restart it
    expect(out).toEqual(['start']);
    vi.advanceTimersByTime(99);
    expect(out).toEqual(['start']);
    vi.advanceTimersByTime(1);
    expect(out).toEqual(['start', 'end']);
  });

  it('reports volume = min(1, sum / 0.15) for every report, loud or quiet', () => {
    const { detector, volumes } = detect();
    for (const levels of [[0], [0.03], { a: 0.05, b: 0.025 }, [0.1, 0.1], [Number.NaN, -1, 0.015]]) {
      detector.push(levels);
    }
    expect(volumes.map((v) => Number(v.toFixed(6)))).toEqual([0, 0.2, 0.5, 1, 0.1]);
  });

  it('a new stretch of speech after an end starts again', () => {
    const { detector, out } = detect();
    detector.push([0.5]);
    vi.advanceTimersByTime(1000);
    detector.push([0.5]);
    expect(out).toEqual(['start', 'end', 'start']);
  });

  it('stop clears the timer and ends ongoing speech once', () => {
    const { detector, out } = detect();
    detector.push([0.5]);
    detector.stop();
    detector.stop();
    vi.advanceTimersByTime(5000);
    expect(out).toEqual(['start', 'end']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
