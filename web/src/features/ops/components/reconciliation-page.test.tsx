import { formatDateTime } from '@powerpay/shared/dates';
import type { OpsPurchaseDetail, Reconciliation } from '@powerpay/shared/ops';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/test/server';

import { openConsoleAsStaff } from './ops-test-support';

const day: Reconciliation = {
  date: '2026-12-05',
  rows: [
    {
      ref: 'PP-DELIV1',
      created_at: '2026-12-05T08:00:00.000Z',
      payment_provider: 'sandbox',
      vend_request_id: 'req-1',
      status: 'delivered',
      meter_no: '45012345675',
      provider: 'ikeja-electric',
      amount: 54_400,
      fee: 100,
      total: 54_500,
      paid_amount: 54_500,
      refund_amount: null,
      refunded_at: null,
    },
    {
      ref: 'PP-REFND1',
      created_at: '2026-12-05T09:00:00.000Z',
      payment_provider: 'sandbox',
      vend_request_id: 'req-2',
      status: 'refunded',
      meter_no: '45012342222',
      provider: 'abuja-electric',
      amount: 1000,
      fee: 100,
      total: 1100,
      paid_amount: 1100,
      refund_amount: 1100,
      refunded_at: '2026-12-05T09:05:00.000Z',
    },
  ],
  totals: { purchases: 2, paid: 54_500, amount: 54_400, fee: 100, refunded: 1100 },
};

describe('Reconciliation', () => {
  it('shows each payment with its meter, DisCo name and refund, and totals that leave the refunded one out', async () => {
    openConsoleAsStaff(
      '/ops/reconciliation',
      http.get(apiUrl('/ops/reconciliation'), () => HttpResponse.json({ msg: 'Reconciliation', data: day })),
    );

    const dl = await screen.findByLabelText('Totals');
    expect(within(dl).getByText('Paid (not refunded)').nextSibling).toHaveTextContent('NGN 54,500.00');
    expect(within(dl).getByText('Refunded').nextSibling).toHaveTextContent('NGN 1,100.00');

    const refunded = screen.getByRole('row', { name: /PP-REFND1/ });
    expect(refunded).toHaveTextContent('45012342222');
    expect(refunded).toHaveTextContent('Abuja Electric (AEDC)');
    expect(refunded).toHaveTextContent(`NGN 1,100.00 on ${formatDateTime('2026-12-05T09:05:00.000Z')}`);
    expect(refunded).not.toHaveTextContent('abuja-electric');
    const delivered = screen.getByRole('row', { name: /PP-DELIV1/ });
    expect(delivered).toHaveTextContent('Ikeja Electric (IE)');
  });
});

describe("A purchase's page", () => {
  it('names the DisCo and shows the timeline’s kobo as naira', async () => {
    const detail: OpsPurchaseDetail = {
      purchase: {
        ref: 'PP-DELIV1',
        status: 'delivered',
        provider: 'ikeja-electric',
        meter_no: '45012345675',
        meter_name: 'Ngozi Eze',
        phone: '08031234567',
        email: null,
        amount: 5000,
        fee: 100,
        total: 5100,
        paid_amount: 5100,
        payment_provider: 'sandbox',
        vend_request_id: 'req-1',
        receipt_no: 'R-1',
        failure_reason: null,
        refund_reason: null,
        refund_requested_by: null,
        refund_error: null,
        refunded_at: null,
        refund_confirmed_at: null,
        is_guest: false,
        created_at: '2026-12-05T08:00:00.000Z',
        paid_at: '2026-12-05T08:01:00.000Z',
        delivered_at: '2026-12-05T08:01:02.000Z',
        token_sent_at: '2026-12-05T08:01:03.000Z',
        closed_at: null,
        close_note: null,
      },
      events: [
        {
          kind: 'created',
          detail: { status: 'awaiting_payment', total_kobo: 510_000 },
          at: '2026-12-05T08:00:00.000Z',
        },
      ],
      actions: { requery: false, resend: true, refund: false, close: false },
    };
    openConsoleAsStaff(
      '/ops/purchases/PP-DELIV1',
      http.get(apiUrl('/ops/purchases/PP-DELIV1'), () =>
        HttpResponse.json({ msg: 'Purchase', data: detail }),
      ),
    );

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('status: awaiting_payment · total: NGN 5,100.00');
    expect(timeline).not.toHaveTextContent('kobo');
    expect(screen.getByText('DisCo').nextSibling).toHaveTextContent('Ikeja Electric (IE)');
  });
});
