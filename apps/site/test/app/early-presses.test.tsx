import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from '../../src/app/early-presses';
import { answerEarlyPresses, EARLY_PRESS_MS, useEarlyPress } from '../../src/hooks/use-early-press';

afterEach(() => document.body.replaceChildren());

/** A button that comes alive on markup the page already shows, as hydration does. */
function hydrateButton(element: HTMLButtonElement, press: (button: HTMLElement) => void) {
  function Alive({ onPress }: { onPress: (button: HTMLElement) => void }) {
    const ref = useRef<HTMLButtonElement>(element);
    useEarlyPress(ref, onPress);
    return null;
  }
  const view = render(<Alive onPress={press} />);
  return { rerender: () => view.rerender(<Alive onPress={(button) => press(button)} />) };
}

describe('presses before the app is there', () => {
  it('are acted on once by the button pressed (or pressed inside), as it comes alive', () => {
    answerEarlyPresses(keepEarlyPresses());
    document.body.innerHTML =
      '<button id="call"><span id="icon"></span>Call</button><button id="other"></button>';
    const call = document.getElementById('call') as HTMLButtonElement;
    document.getElementById('icon')?.click();
    const pressed = vi.fn();
    hydrateButton(document.getElementById('other') as HTMLButtonElement, pressed);
    expect(pressed).not.toHaveBeenCalled();
    hydrateButton(call, pressed);
    expect(pressed).toHaveBeenCalledWith(call);
    // The same button coming alive again (a remount) has no press left to act on.
    hydrateButton(call, pressed);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('are not confused with the clicks a live button answers itself, whatever renders after', () => {
    answerEarlyPresses(keepEarlyPresses());
    document.body.innerHTML = '<button id="call">Call</button>';
    const call = document.getElementById('call') as HTMLButtonElement;
    const pressed = vi.fn();
    const view = hydrateButton(call, pressed);
    call.click();
    // A new handler at each render, as callers write it inline.
    view.rerender();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('lapse: a visitor who pressed long ago has moved on', () => {
    answerEarlyPresses(keepEarlyPresses());
    document.body.innerHTML = '<button id="call">Call</button>';
    const call = document.getElementById('call') as HTMLButtonElement;
    call.click();
    const pressed = vi.fn();
    const later = performance.now() + EARLY_PRESS_MS + 1;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(later);
    hydrateButton(call, pressed);
    clock.mockRestore();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('outside any button are not kept', () => {
    const presses = keepEarlyPresses();
    document.body.innerHTML = '<p id="text">Text</p>';
    const paragraph = document.getElementById('text') as HTMLElement;
    paragraph.click();
    expect(presses.has(paragraph)).toBe(false);
  });
});
