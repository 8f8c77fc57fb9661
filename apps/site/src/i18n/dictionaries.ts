import { cs } from './cs';
import { type Dictionary, en } from './en';
import type { Locale } from './locales';

/** Every language's dictionary. */
export const DICTIONARIES: Record<Locale, Dictionary> = { en, cs };

/** Keys whose value is a plain string (the rest are functions of a number or date). */
export type TextKey = {
  [K in keyof Dictionary]: Dictionary[K] extends string ? K : never;
}[keyof Dictionary];

/** Looks a text up by key; a key that is missing (or not a plain text) displays as the key itself. */
export function translate(dictionary: Readonly<Record<string, unknown>>, key: string): string {
  const value = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  return typeof value === 'string' ? value : key;
}
