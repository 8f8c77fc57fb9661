import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PRESS_MS, keepEarlyPresses } from '../../src/app/early-presses';

afterEach(() => document.body.replaceChildren());

describe('keepEarlyPresses', () => {
  it('keeps a press on a button (or inside one) for that button, once, while it is recent', () => {
    let now = 0;
    const presses = keepEarlyPresses(() => now);
    document.body.innerHTML =
      '<button id="call"><span id="icon"></span>Call</button><button id="other"></button>';
    const call = document.getElementById('call') as HTMLElement;
    document.getElementById('icon')?.click();
    now = EARLY_PRESS_MS;
    expect(presses.take(document.getElementById('other') as HTMLElement)).toBe(false);
    expect(presses.take(call)).toBe(true);
    expect(presses.take(call)).toBe(false);
  });

  it('lets a press lapse: a visitor who pressed long ago has moved on', () => {
    let now = 0;
    const presses = keepEarlyPresses(() => now);
    document.body.innerHTML = '<button id="call">Call</button>';
    const call = document.getElementById('call') as HTMLElement;
    call.click();
    now = EARLY_PRESS_MS + 1;
    expect(presses.take(call)).toBe(false);
  });

  it('ignores presses outside buttons', () => {
    const presses = keepEarlyPresses(() => 0);
    document.body.innerHTML = '<p id="text">Text</p>';
    const paragraph = document.getElementById('text') as HTMLElement;
    paragraph.click();
    expect(presses.take(paragraph)).toBe(false);
  });
});
