import { describe, expect, it } from 'vitest';
import { discoLabel, discoName, discoRegion, formatAppliancesAnswer, formatPhone } from './display.ts';

describe('formatPhone', () => {
  it.each(['08031234567', '8031234567', '+2348031234567', '0803 123 4567'])(
    'shows %s as +234 803 123 4567',
    (phone) => {
      expect(formatPhone(phone)).toBe('+234 803 123 4567');
    },
  );

  it('leaves what is not a Nigerian mobile number as given', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('discoName and discoLabel', () => {
  it('name the DisCo of a serviceID, with its region for selects', () => {
    expect(discoName('ikeja-electric')).toBe('Ikeja Electric (IE)');
    expect(discoLabel('abuja-electric')).toBe('Abuja Electric (AEDC) · FCT, Kogi, Niger, Nasarawa');
    expect(discoName('unknown-electric')).toBe('unknown-electric');
  });

  it('give the area a DisCo serves, and nothing for an unknown id', () => {
    expect(discoRegion('ikeja-electric')).toBe('Lagos mainland');
    expect(discoRegion('unknown-electric')).toBe('');
  });
});

describe('formatAppliancesAnswer', () => {
  it.each([
    ['true', 'Yes'],
    [true, 'Yes'],
    [1, 'Yes'],
    ['1', 'Yes'],
    ['false', 'No'],
    [false, 'No'],
    [0, 'No'],
  ] as const)('%j reads %s', (value, label) => {
    expect(formatAppliancesAnswer(value)).toBe(label);
  });
});
