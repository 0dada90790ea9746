import { describe, expect, it } from 'vitest';
import { MAX_PURCHASE_AMOUNT_NAIRA } from './constants.ts';
import { SERVER_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';
import { formatNaira } from './money.ts';

describe('messages', () => {
  it('carries every client-side message of docs/product.md §8 verbatim', () => {
    expect(Object.values(VALIDATION_MESSAGES)).toEqual(
      expect.arrayContaining([
        'This field is required',
        'Invalid Email',
        'Please Enter a valid Phone Number',
        'Please Enter a valid Meter Number',
        'Invalid Meter Number',
        'Please enter your meter number',
        'Please enter your email',
        'Please enter a valid amount',
        'Please enter numbers only',
        'Password does not match',
      ]),
    );
  });

  it('carries the password hint as the policy message', () => {
    expect(VALIDATION_MESSAGES.passwordPolicy).toBe(
      'Password must contain 8-20 characters, including numbers, letters and special character (!&*/?..)',
    );
  });

  it('carries every success message of docs/product.md §8, with the spelling fix of docs/product.md §12', () => {
    expect(Object.values(SUCCESS_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Account created successfully',
        'Login Successful',
        'Profile updated successfully',
        'Verified',
        'New Beneficiary Added',
        'Password Updated successfully',
        'Form Submitted Successfully',
        'Processing',
        'message sent successfully',
      ]),
    );
    expect(Object.values(SUCCESS_MESSAGES)).not.toContain('Password Updated uccessfully');
  });

  it('carries the server messages the client depends on', () => {
    expect(SERVER_MESSAGES.notFound).toBe('Request not found');
    expect(SERVER_MESSAGES.internal).toBe('Something went wrong. Please try again.');
  });

  it('states the purchase ceiling as the formatter shows it', () => {
    expect(VALIDATION_MESSAGES.amountTooLarge).toBe(
      `Amount cannot be more than ${formatNaira(MAX_PURCHASE_AMOUNT_NAIRA)}`,
    );
  });
});
