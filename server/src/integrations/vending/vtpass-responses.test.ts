import { describe, expect, it } from 'vitest';
import { extractToken, normaliseUnits, toVendOutcome } from './vtpass-responses.ts';

const withStatus = (status: string, extra: Record<string, unknown> = {}) => ({
  code: '000',
  content: { transactions: { status, ...extra } },
});

describe('VTpass response mapping', () => {
  it('reads the 20-digit token from every field shape VTpass uses', () => {
    expect(extractToken('Token : 1234-5678-9012-3456-7890')).toBe('12345678901234567890');
    expect(extractToken('Token: 1234 5678 9012 3456 7890 Bonus Token : 1111 2222 3333 4444 5555')).toBe(
      '12345678901234567890',
    );
    expect(extractToken('12345678901234567890')).toBe('12345678901234567890');
    expect(extractToken('N/A')).toBeNull();
    expect(extractToken('')).toBeNull();
    expect(extractToken(null)).toBeNull();
    expect(extractToken('Token : 1234')).toBeNull();
  });

  it('takes the first present token field: mainToken, token, Token, purchased_code, extras', () => {
    const outcome = toVendOutcome({
      ...withStatus('delivered', { extras: 'Token : 99998888777766665555' }),
      mainToken: 'N/A',
      token: '',
      purchased_code: 'Token : 1111-2222-3333-4444-5555',
      mainTokenUnits: '32.5',
      exchangeReference: 'R-1',
    });
    expect(outcome).toMatchObject({
      status: 'delivered',
      token: '11112222333344445555',
      units: '32.5 kWh',
      receiptNo: 'R-1',
    });
  });

  it('normalises units with or without kWh', () => {
    expect(normaliseUnits('12.3kWh')).toBe('12.3 kWh');
    expect(normaliseUnits(7)).toBe('7 kWh');
    expect(normaliseUnits('N/A')).toBeNull();
  });

  it('maps each documented code and transaction status to an outcome', () => {
    const cases: [unknown, string][] = [
      [withStatus('initiated'), 'pending'],
      [withStatus('pending'), 'pending'],
      [withStatus('failed'), 'failed'],
      [withStatus('reversed'), 'failed'],
      [withStatus('delivered'), 'pending'],
      [withStatus('something-new'), 'unknown'],
      [{ code: '099' }, 'pending'],
      [{ code: '089' }, 'unknown'],
      [{ code: '083' }, 'unknown'],
      [{ code: '014' }, 'unknown'],
      [{ code: '015' }, 'not_found'],
      [{ code: '016' }, 'failed'],
      [{ code: '040' }, 'failed'],
      [{ code: '091' }, 'failed'],
      [{ code: '013' }, 'failed'],
      [{ code: '017' }, 'failed'],
      [{ code: '018' }, 'failed'],
      [{ code: '019' }, 'failed'],
      [{ code: '087' }, 'unknown'],
      [{}, 'unknown'],
      ['<html>', 'unknown'],
    ];
    for (const [body, status] of cases)
      expect({ body, status: toVendOutcome(body).status }).toEqual({ body, status });
  });
});
