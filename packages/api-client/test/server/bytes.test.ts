import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { fromBase64, timingSafeEqual, toBase64, toHex, utf8 } from '../../src/server/bytes';

it('compares whole strings, whatever their lengths', () => {
  expect(timingSafeEqual('abc', 'abc')).toBe(true);
  expect(timingSafeEqual('abc', 'abd')).toBe(false);
  expect(timingSafeEqual('abc', 'ab')).toBe(false);
  expect(timingSafeEqual('ab', 'abc')).toBe(false);
  expect(timingSafeEqual('', '')).toBe(true);
  expect(timingSafeEqual('ž', 'z')).toBe(false);
});

it('encodes as node:crypto does', () => {
  const digest = createHmac('sha256', 'k').update('payload').digest();
  const bytes = new Uint8Array(digest);
  expect(toHex(bytes)).toBe(digest.toString('hex'));
  expect(toBase64(bytes)).toBe(digest.toString('base64'));
  expect(fromBase64(digest.toString('base64'))).toEqual(bytes);
  expect(utf8('žluť')).toEqual(new Uint8Array(Buffer.from('žluť')));
});
