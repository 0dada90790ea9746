import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amountField,
  beneficiaryMeterNumberField,
  choiceField,
  decimalNumberField,
  digitsNumberField,
  emailField,
  landingMeterNumberField,
  nigerianPhoneField,
  nigerianPhoneWithZeroField,
  optionalChoiceField,
  optionalEmailField,
  optionalText,
  providerField,
  purchaseMeterNumberField,
  requiredText,
} from './fields.ts';
import { SERVICE_IDS } from './constants.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** The messages a field reports for `value`, in order (empty when valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function outputOf(schema: z.ZodType, value: unknown): unknown {
  return schema.parse(value);
}

describe('requiredText', () => {
  it.each([undefined, null, '', '   '])('reports only "This field is required" for %j', (value) => {
    expect(messagesOf(requiredText(), value)).toEqual([M.required]);
  });

  it('trims the value and enforces the maximum length', () => {
    expect(outputOf(requiredText(), '  Ada  ')).toBe('Ada');
    expect(messagesOf(requiredText({ maxLength: 3 }), 'Adaeze')).toEqual(['Please use at most 3 characters']);
  });

  it('can carry its own required message', () => {
    expect(messagesOf(requiredText({ message: 'Custom' }), '')).toEqual(['Custom']);
  });
});

describe('optionalText', () => {
  it.each([undefined, null, '', '  '])('turns %j into null', (value) => {
    expect(outputOf(optionalText({ maxLength: 5 }), value)).toBeNull();
  });

  it('keeps given text and limits its length', () => {
    expect(outputOf(optionalText({ maxLength: 5 }), ' Hi ')).toBe('Hi');
    expect(messagesOf(optionalText({ maxLength: 5 }), 'Too long text')).toEqual([
      'Please use at most 5 characters',
    ]);
  });
});

describe('emailField', () => {
  it.each(['ada@example.com', 'ada.obi+bills@mail.example.com.ng', 'ada@localhost'])(
    'accepts %s',
    (email) => {
      expect(messagesOf(emailField(), email)).toEqual([]);
    },
  );

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@exa mple.com',
    'ada@@example.com',
    'ada@example..com',
    'a b@x.com',
  ])('rejects %s with "Invalid Email"', (email) => {
    expect(messagesOf(emailField(), email)).toEqual([M.invalidEmail]);
  });

  it('reports required (not Invalid Email) when empty', () => {
    expect(messagesOf(emailField(), '')).toEqual([M.required]);
    expect(messagesOf(emailField(), undefined)).toEqual([M.required]);
  });

  it('uses the contact form message when empty, then Invalid Email', () => {
    const contactEmail = emailField({ requiredMessage: M.emailRequired });
    expect(messagesOf(contactEmail, '')).toEqual(['Please enter your email']);
    expect(messagesOf(contactEmail, 'nope')).toEqual(['Invalid Email']);
  });

  it('trims surrounding spaces', () => {
    expect(outputOf(emailField(), ' ada@example.com ')).toBe('ada@example.com');
  });
});

describe('optionalEmailField', () => {
  it.each([undefined, null, ''])('accepts %j as null', (value) => {
    expect(outputOf(optionalEmailField(), value)).toBeNull();
  });

  it('checks the format only when given', () => {
    expect(outputOf(optionalEmailField(), 'ada@example.com')).toBe('ada@example.com');
    expect(messagesOf(optionalEmailField(), 'ada@')).toEqual([M.invalidEmail]);
  });
});

describe('nigerianPhoneField (leading 0 optional)', () => {
  it.each(['07012345678', '08012345678', '08112345678', '09012345678', '09112345678'])(
    'accepts %s and keeps it',
    (phone) => {
      expect(outputOf(nigerianPhoneField(), phone)).toBe(phone);
    },
  );

  it.each(['7012345678', '8012345678', '8112345678', '9012345678', '9112345678'])(
    'accepts %s without the 0 and stores it with the 0',
    (phone) => {
      expect(outputOf(nigerianPhoneField(), phone)).toBe(`0${phone}`);
    },
  );

  it.each(['08212345678', '0801234567', '080123456789', '+2348212345678', '0801234567a', '00801234567'])(
    'rejects %s with "Please Enter a valid Phone Number"',
    (phone) => {
      expect(messagesOf(nigerianPhoneField(), phone)).toEqual(['Please Enter a valid Phone Number']);
    },
  );

  it('reports required when empty', () => {
    expect(messagesOf(nigerianPhoneField(), '')).toEqual([M.required]);
    expect(messagesOf(nigerianPhoneField(), ' - ')).toEqual([M.invalidPhone]);
  });

  it.each([
    '0803 123 4567',
    '0803-123-4567',
    '(0803) 123-4567',
    '+234 803 123 4567',
    '+234 (803) 123 4567',
    '2348031234567',
    '803 123 4567',
  ])('reads %s, pasted with spaces, dashes, brackets or +234, as 08031234567', (phone) => {
    expect(outputOf(nigerianPhoneField(), phone)).toBe('08031234567');
    expect(outputOf(nigerianPhoneWithZeroField(), phone.startsWith('8') ? `0${phone}` : phone)).toBe(
      '08031234567',
    );
  });
});

describe('nigerianPhoneWithZeroField (leading 0 mandatory)', () => {
  it.each(['07012345678', '08012345678', '08112345678', '09012345678', '09112345678'])(
    'accepts %s',
    (phone) => {
      expect(messagesOf(nigerianPhoneWithZeroField(), phone)).toEqual([]);
    },
  );

  it.each(['8012345678', '08212345678', '0801234567', '080123456789'])('rejects %s', (phone) => {
    expect(messagesOf(nigerianPhoneWithZeroField(), phone)).toEqual([M.invalidPhone]);
  });

  it('reports required when empty', () => {
    expect(messagesOf(nigerianPhoneWithZeroField(), '')).toEqual([M.required]);
  });
});

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
