import { describe, expect, it } from 'vitest';
import {
  amountField,
  beneficiaryMeterNumberField,
  choiceField,
  decimalNumberField,
  digitsNumberField,
  landingMeterNumberField,
  optionalChoiceField,
  providerField,
  purchaseMeterNumberField,
} from './fields.ts';
import { SERVICE_IDS } from './constants.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { messagesOf, outputOf } from './fields.test-support.ts';

// The meter number, choice and number fields; text, e-mail and phone: fields.test.ts.

describe('meter numbers', () => {
  it('purchase: 11 to 20 digits', () => {
    expect(messagesOf(purchaseMeterNumberField(), '1'.repeat(11))).toEqual([]);
    expect(messagesOf(purchaseMeterNumberField(), '1'.repeat(20))).toEqual([]);
    for (const meter of ['1'.repeat(10), '1'.repeat(21), '1234567890a', '1234.567.8901']) {
      expect(messagesOf(purchaseMeterNumberField(), meter)).toEqual(['Please Enter a valid Meter Number']);
    }
    expect(outputOf(purchaseMeterNumberField(), '4501 2345-678')).toBe('45012345678');
    expect(outputOf(beneficiaryMeterNumberField(), ' 4501-2345 678 ')).toBe('45012345678');
    expect(messagesOf(purchaseMeterNumberField(), '')).toEqual([M.required]);
  });

  it('beneficiary: 11 to 20 digits, as a purchase saves them (decision 020)', () => {
    expect(messagesOf(beneficiaryMeterNumberField(), '12345678901')).toEqual([]);
    expect(messagesOf(beneficiaryMeterNumberField(), '1234567890123')).toEqual([]);
    expect(messagesOf(beneficiaryMeterNumberField(), '1'.repeat(20))).toEqual([]);
    expect(messagesOf(beneficiaryMeterNumberField(), '1'.repeat(21))).toEqual([M.invalidMeterNumber]);
    expect(messagesOf(beneficiaryMeterNumberField(), '1234567890')).toEqual([M.invalidMeterNumber]);
    expect(messagesOf(beneficiaryMeterNumberField(), '')).toEqual([M.required]);
  });

  it('landing page: its own messages, and the purchase form’s 11 to 20 digits (docs/product.md §12)', () => {
    expect(messagesOf(landingMeterNumberField(), '')).toEqual(['Please enter your meter number']);
    expect(messagesOf(landingMeterNumberField(), '123')).toEqual(['Invalid Meter Number']);
    expect(messagesOf(landingMeterNumberField(), '1'.repeat(21))).toEqual(['Invalid Meter Number']);
    for (const meter of ['12345678901', '123456789012', '1234567890123', '1'.repeat(20), '4501 2345 6789']) {
      expect(messagesOf(landingMeterNumberField(), meter), meter).toEqual([]);
      // One rule: whatever the landing box takes, the purchase form takes, and the other way round.
      expect(messagesOf(purchaseMeterNumberField(), meter), meter).toEqual([]);
    }
  });
});

describe('choices', () => {
  it('provider accepts every serviceID and nothing else', () => {
    for (const serviceID of SERVICE_IDS) expect(messagesOf(providerField(), serviceID)).toEqual([]);
    expect(messagesOf(providerField(), 'lagos-electric')).toEqual([M.invalidOption]);
    expect(messagesOf(providerField(), '')).toEqual([M.required]);
    expect(messagesOf(providerField(), undefined)).toEqual([M.required]);
  });

  it('a required choice reads empty as required and other values as invalid', () => {
    const meterType = choiceField(['prepaid']);
    expect(messagesOf(meterType, 'prepaid')).toEqual([]);
    expect(messagesOf(meterType, 'postpaid')).toEqual([M.invalidOption]);
    expect(messagesOf(meterType, '')).toEqual([M.required]);
  });

  it('an optional choice turns empty into null', () => {
    const day = optionalChoiceField(['Monday', 'Tuesday']);
    expect(outputOf(day, '')).toBeNull();
    expect(outputOf(day, undefined)).toBeNull();
    expect(outputOf(day, 'Monday')).toBe('Monday');
    expect(messagesOf(day, 'Funday')).toEqual([M.invalidOption]);
  });
});

describe('digitsNumberField', () => {
  it('turns digit strings and whole numbers into numbers', () => {
    expect(outputOf(digitsNumberField(), '24')).toBe(24);
    expect(outputOf(digitsNumberField(), ' 007 ')).toBe(7);
    expect(outputOf(digitsNumberField(), 0)).toBe(0);
    expect(outputOf(digitsNumberField(), 150000)).toBe(150000);
  });

  it.each(['1.5', '-3', '3a', 'ten', '1e3', 1.5, -2])(
    'rejects %j with "Please enter numbers only"',
    (value) => {
      expect(messagesOf(digitsNumberField(), value)).toEqual(['Please enter numbers only']);
    },
  );

  it.each([undefined, null, '', ' '])('reports required for %j', (value) => {
    expect(messagesOf(digitsNumberField(), value)).toEqual([M.required]);
  });

  it('refuses numbers too long to keep exactly', () => {
    expect(messagesOf(digitsNumberField(), '1234567890123')).toEqual([M.numberTooLarge]);
  });
});

describe('decimalNumberField', () => {
  it('accepts integers and decimals', () => {
    expect(outputOf(decimalNumberField(), '7.5')).toBe(7.5);
    expect(outputOf(decimalNumberField(), '10')).toBe(10);
    expect(outputOf(decimalNumberField(), 2.5)).toBe(2.5);
  });

  it.each(['7.', '.5', '-1', 'abc', '1,5'])('rejects %j', (value) => {
    expect(messagesOf(decimalNumberField(), value)).toEqual([M.numbersOnly]);
  });

  it('reports required when empty', () => {
    expect(messagesOf(decimalNumberField(), '')).toEqual([M.required]);
  });
});

describe('amountField', () => {
  it.each([
    ['1000', 1000],
    [' 1500.5 ', 1500.5],
    ['0.01', 0.01],
    [2500, 2500],
    [1100.1, 1100.1],
    ['500000', 500000],
    // As written in a bank SMS or a chat, and pasted (decision 020).
    ['1,000', 1000],
    ['₦1,500.50', 1500.5],
    ['NGN 250,000', 250000],
    ['₦2000', 2000],
    ['1 500', 1500],
    ['₦250 000.50', 250000.5],
    ['1\u00a0000', 1000],
  ])('accepts %j as %j naira', (value, naira) => {
    expect(outputOf(amountField(), value)).toBe(naira);
  });

  it.each([
    '0',
    0,
    -5,
    '-5',
    'abc',
    '1,00',
    '10,0000',
    ',100',
    '1,000,',
    '1.000,50',
    '1 50',
    '1 000,000',
    '1  000',
    '₦',
    '₦-5',
    '10.555',
    10.555,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '1e3',
  ])('rejects %j with "Please enter a valid amount"', (value) => {
    expect(messagesOf(amountField(), value)).toEqual(['Please enter a valid amount']);
  });

  it.each([undefined, null, '', '  '])('reports required for %j', (value) => {
    expect(messagesOf(amountField(), value)).toEqual([M.required]);
  });

  it('refuses more than NGN 500,000', () => {
    expect(messagesOf(amountField(), '500000.01')).toEqual([M.amountTooLarge]);
  });
});
