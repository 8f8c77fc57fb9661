// Checked by `pnpm typecheck` (tsc includes test/): each @ts-expect-error must see an error, or tsc fails.
import type { TextKey } from '../../src/i18n/dictionaries';
import { type Dictionary, en } from '../../src/i18n/en';

const { 'hero.title': _removed, ...missingOneKey } = en;
// @ts-expect-error a dictionary without one English key is not a Dictionary
export const incomplete: Dictionary = missingOneKey;

// @ts-expect-error an extra key is rejected too
export const extra: Dictionary = { ...en, 'hero.extra': 'x' };

// @ts-expect-error a text function must keep its signature
export const wrongFunction: Dictionary = { ...en, 'founding.spots': 'no longer a function' };

export const key: TextKey = 'faq.q13';
// @ts-expect-error functions are not plain text keys
export const notText: TextKey = 'founding.spots';
