import { describe, expect, it } from 'vitest';
import { toReconciliationCsv, type ReconciliationRow } from './ops.ts';

const row: ReconciliationRow = {
  ref: 'PP-ABC123',
  created_at: '2026-12-05T08:00:00.000Z',
  payment_provider: 'paystack',
  vend_request_id: '=HYPERLINK("http://evil")',
  status: 'refunded',
  meter_no: '45012345678',
  provider: 'ikeja-electric',
  amount: 5000,
  fee: 100,
  total: 5100,
  paid_amount: 5100,
  refund_amount: 5100,
  refunded_at: '2026-12-05T08:05:00.000Z',
};

describe('toReconciliationCsv', () => {
  it('writes the refund, meter and DisCo name after the first columns, naira with 2 decimals', () => {
    const [header, line] = toReconciliationCsv([{ ...row, vend_request_id: 'req-1' }])
      .trim()
      .split('\n');
    expect(header).toBe(
      'payment_ref,created_at,payment_provider,provider_request_id,status,amount,fee,total,paid,refund_amount,refunded_at,meter_no,disco',
    );
    expect(line).toBe(
      'PP-ABC123,2026-12-05T08:00:00.000Z,paystack,req-1,refunded,5000.00,100.00,5100.00,5100.00,5100.00,2026-12-05T08:05:00.000Z,45012345678,Ikeja Electric (IE)',
    );
  });

  it('prefixes a cell a spreadsheet would run as a formula with an apostrophe, and quotes it', () => {
    const [, line] = toReconciliationCsv([row]).trim().split('\n');
    expect(line).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    for (const start of ['+', '-', '@']) {
      const [, other] = toReconciliationCsv([{ ...row, vend_request_id: `${start}cmd` }])
        .trim()
        .split('\n');
      expect(other).toContain(`,'${start}cmd,`);
    }
  });

  it('leaves the refund cells empty for a purchase that was not refunded', () => {
    const [, line] = toReconciliationCsv([
      { ...row, vend_request_id: null, status: 'delivered', refund_amount: null, refunded_at: null },
    ])
      .trim()
      .split('\n');
    expect(line?.split(',').slice(8)).toEqual(['5100.00', '', '', '45012345678', 'Ikeja Electric (IE)']);
  });
});
