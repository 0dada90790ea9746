import { describe, expect, it } from 'vitest';
import { firstIssue } from './form-validation.ts';
import { landingMeterForm } from './landing-form.ts';

describe('landing meter entry', () => {
  it.each([
    ['', 'Please enter your meter number'],
    ['   ', 'Please enter your meter number'],
    ['1234567890', 'Invalid Meter Number'],
    ['123456789012345678901', 'Invalid Meter Number'],
    ['1234567890x', 'Invalid Meter Number'],
  ])('flags %j with %j', (meter, message) => {
    expect(firstIssue(landingMeterForm, { meter_no: meter })).toEqual({ field: 'meter_no', message });
  });

  it.each(['12345678901', '123456789012', '1234567890123', '12345678901234567890'])(
    'accepts %s: 11 to 20 digits, as the purchase form does',
    (meter) => {
      expect(firstIssue(landingMeterForm, { meter_no: meter })).toBeNull();
    },
  );
});
