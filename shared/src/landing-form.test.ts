import { describe, expect, it } from 'vitest';
import { firstIssue } from './form-validation.ts';
import { landingMeterForm } from './landing-form.ts';

describe('landing meter entry', () => {
  it.each([
    ['', 'Please enter your meter number'],
    ['   ', 'Please enter your meter number'],
    ['1234567890', 'Invalid Meter Number'],
    ['123456789012', 'Invalid Meter Number'],
    ['1234567890x', 'Invalid Meter Number'],
  ])('flags %j with %j', (meter, message) => {
    expect(firstIssue(landingMeterForm, { meter_no: meter })).toEqual({ field: 'meter_no', message });
  });

  it('accepts exactly 11 digits', () => {
    expect(firstIssue(landingMeterForm, { meter_no: '12345678901' })).toBeNull();
  });
});
