import { describe, expect, it } from 'vitest';
import { contactForm, contactInputSchema } from './contact-form.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

const validContact = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '8012345678',
  subject: 'Token',
  message: 'My token did not arrive',
};

describe('contact form', () => {
  it('checks email (its own empty message), phone, then message; name and subject are optional', () => {
    expectSequentialValidation({
      form: contactForm,
      validValues: validContact,
      expectedOrder: [
        ['email', 'Please enter your email'],
        ['phone', 'This field is required'],
        ['message', 'This field is required'],
      ],
    });
  });

  it('shows Invalid Email once an email is typed', () => {
    expect(firstIssueWith(contactForm, validContact, { email: 'ada.example.com' })).toEqual({
      field: 'email',
      message: 'Invalid Email',
    });
  });

  it('validates the phone with the optional leading 0', () => {
    expect(firstIssueWith(contactForm, validContact, { phone: '080123456789' })).toEqual({
      field: 'phone',
      message: M.invalidPhone,
    });
    expect(firstIssueWith(contactForm, validContact, { phone: '08012345678' })).toBeNull();
  });

  it('stores absent optional fields as null', () => {
    expect(contactInputSchema.parse({ ...validContact, name: '', subject: undefined })).toEqual({
      ...validContact,
      name: null,
      subject: null,
      phone: '08012345678',
    });
  });
});
