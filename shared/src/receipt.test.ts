import { describe, expect, it } from 'vitest';
import type { Transaction } from './resources.ts';
import {
  guestReceiptPath,
  receiptLines,
  receiptShareText,
  receiptStatusLabel,
  receiptTokenText,
} from './receipt.ts';

const delivered: Transaction = {
  ref: 'PP-20250301-ABCDEFGHJK',
  created_at: '2025-03-01T11:00:00.000Z',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  meter_no: '45012345678',
  meter_name: 'Ada Okafor',
  phone: '08031234567',
  amount: 5000,
  fee: 100,
  total: 5100,
  status: 'delivered',
  token: '12345678901234567890',
  units: '23.9',
  receipt_no: 'RCPT-1',
  paid_at: '2025-03-01T11:01:02.000Z',
};

describe('receipt lines', () => {
  it('name the customer, meter, DisCo, units, references and amounts in Lagos time', () => {
    expect(receiptLines(delivered)).toEqual([
      { label: 'Customer Name', value: 'Ada Okafor' },
      { label: 'Meter Number', value: '45012345678' },
      { label: 'Meter Type', value: 'Prepaid' },
      { label: 'DisCo', value: 'Ikeja Electric (IE)' },
      { label: 'Units', value: '23.9 kWh' },
      { label: 'Reference', value: 'PP-20250301-ABCDEFGHJK' },
      { label: 'Receipt Number', value: 'RCPT-1' },
      { label: 'Status', value: 'Successful' },
      { label: 'Paid At', value: 'Mar 1, 2025 12:01:02 PM' },
      { label: 'Amount', value: 'NGN 5,000.00' },
      { label: 'Fee', value: 'NGN 100.00' },
      { label: 'Total', value: 'NGN 5,100.00' },
    ]);
    expect(receiptTokenText(delivered)).toBe('1234 5678 9012 3456 7890');
  });

  it('say plainly when nothing was paid or issued', () => {
    const unpaid = {
      ...delivered,
      status: 'awaiting_payment' as const,
      token: null,
      units: null,
      receipt_no: null,
      paid_at: null,
    };
    const lines = Object.fromEntries(receiptLines(unpaid).map((line) => [line.label, line.value]));
    expect(lines).toMatchObject({
      Status: 'Awaiting payment',
      'Paid At': 'Not paid',
      Units: '-',
      'Receipt Number': '-',
    });
    expect(receiptTokenText(unpaid)).toBe('Not issued');
    expect(receiptStatusLabel({ status: 'refund_due', token: null })).toBe('Failed, refund due');
  });

  it('share the token and what it is for, and a guest’s receipt link when given', () => {
    const url = `https://powerpay.test${guestReceiptPath({ ref: delivered.ref, key: 'k/ey+1' })}`;
    expect(url).toBe('https://powerpay.test/receipt/PP-20250301-ABCDEFGHJK?key=k%2Fey%2B1');
    expect(receiptShareText(delivered, url).split('\n').at(-1)).toBe(`Receipt: ${url}`);
    expect(receiptShareText(delivered)).toBe(
      [
        'PowerPay electricity receipt',
        'Token: 1234 5678 9012 3456 7890',
        'Units: 23.9 kWh',
        'Meter: 45012345678 (Ada Okafor)',
        'DisCo: Ikeja Electric (IE)',
        'Amount paid: NGN 5,100.00',
        'Reference: PP-20250301-ABCDEFGHJK',
      ].join('\n'),
    );
  });
});
