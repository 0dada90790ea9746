import { formatDateTime } from '@powerpay/shared/dates';
import type { Today } from '@powerpay/shared/ops';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/test/server';

import { openConsoleAsStaff } from './ops-test-support';

const today: Today = {
  date: '2026-11-29',
  purchases: 3,
  amount_collected: 4500,
  fees_collected: 300,
  delivered: 1,
  pending: 0,
  failed: 2,
  refunds: 2,
  median_seconds_to_token: 4,
  p95_seconds_to_token: 9,
  needs_person: [
    {
      ref: 'PP-STUCK1',
      status: 'paid',
      reason: 'stuck',
      meter_no: '45012345675',
      total: 1600,
      since: '2026-11-29T08:00:00.000Z',
    },
    {
      ref: 'PP-REFND1',
      status: 'refunded',
      reason: 'refund_unconfirmed',
      meter_no: '45012342222',
      total: 1100,
      since: '2026-11-12T09:30:00.000Z',
    },
  ],
};

function openAsStaff() {
  return openConsoleAsStaff(
    '/ops',
    http.get(apiUrl('/ops/today'), () => HttpResponse.json({ msg: 'Request successful', data: today })),
  );
}

describe('Today: needs a person', () => {
  it('says why each purchase needs a person, a refund unconfirmed for two weeks included, since when, and links to it', async () => {
    openAsStaff();

    const list = await screen.findByRole('list', { name: 'Needs a person' });
    expect(screen.getByRole('heading', { name: 'Needs a person (2)' })).toBeInTheDocument();
    const refund = within(list).getByRole('link', { name: /PP-REFND1/ });
    expect(refund).toHaveTextContent('refunded');
    expect(refund).toHaveTextContent('Refund unconfirmed after 14 days');
    expect(refund).toHaveTextContent(
      `meter 45012342222 · NGN 1,100.00 · since ${formatDateTime('2026-11-12T09:30:00.000Z')}`,
    );
    expect(refund).toHaveAttribute('href', '/ops/purchases/PP-REFND1');
    expect(within(list).getByRole('link', { name: /PP-STUCK1/ })).toHaveTextContent('Stuck over 5 minutes');
  });
});
