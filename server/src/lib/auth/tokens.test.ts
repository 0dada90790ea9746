import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSecret, hashSecret } from './tokens.ts';

describe('hashSecret', () => {
  it('is the SHA-256 of the secret in hex, as stored beside every session and reset link', () => {
    for (const secret of [generateSecret(), 'ünïcødé ✓', '']) {
      expect(hashSecret(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    }
  });
});
