import { describe, expect, it } from 'vitest';
import { loadSampleCues } from '../../../src/demo/transcript/load-sample-cues';

describe('loadSampleCues', () => {
  it('loads the bundled captions of each language once, parsed', async () => {
    const english = loadSampleCues('en');
    expect(loadSampleCues('en')).toBe(english);
    const [en, cs] = await Promise.all([english, loadSampleCues('cs')]);
    expect(en?.[0]).toMatchObject({ role: 'assistant', text: expect.stringMatching(/^Good afternoon/) });
    expect(cs?.[0]).toMatchObject({ role: 'assistant', text: expect.stringMatching(/^Dobrý den/) });
    expect(en).toHaveLength(7);
    expect(cs).toHaveLength(7);
  });
});
