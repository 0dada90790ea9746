import { describe, expect, it } from 'vitest';
import {
  emailField,
  nigerianPhoneField,
  nigerianPhoneWithZeroField,
  optionalEmailField,
  optionalText,
  requiredText,
} from './fields.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { messagesOf, outputOf } from './fields.test-support.ts';

// The text, e-mail and phone fields; numbers and choices: fields-numbers.test.ts.

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
