import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact-form.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { findUnsafeText, hasUnsafeCharacters } from './safe-text.ts';

describe('unsafe text', () => {
  it('finds a NUL and a lone surrogate, but not ordinary text, emoji or accents', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00y', '\ud83d'])
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['Chidinma Ọkafọr', 'sun ☀️ 😀', 'line\nbreak\ttab', ''])
      expect(hasUnsafeCharacters(text), text).toBe(false);
  });

  it('names the first field holding one, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnsafeText({ 'bad\ud800': 1 })).toBe('bad\ud800');
    expect(findUnsafeText({ a: 'ok', n: 1, z: null })).toBeNull();
    expect(findUnsafeText('\u0000')).toBe('');
  });

  it('is refused by the shared form schemas with one message, the same on web and server', () => {
    const result = contactInputSchema.safeParse({
      name: 'Ada\u0000',
      email: 'a@b.ng',
      phone: '08031234567',
      subject: 'x',
      message: 'y',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: M.unsupportedCharacters }),
    ]);
  });
});
