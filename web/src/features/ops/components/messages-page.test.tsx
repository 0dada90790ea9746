import type { ContactMessage } from '@powerpay/shared/ops';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiUrl } from '@/test/server';

import { openConsoleAsStaff } from './ops-test-support';

const request: ContactMessage = {
  id: '5b0c3c7e-0d7a-4a57-9a51-2a3f3b0e1d11',
  name: 'Bola Ade',
  email: 'bola@example.com',
  phone: '08031112222',
  subject: 'My data',
  message: 'Please send me a copy of the data you hold about me.',
  created_at: '2026-12-01T09:00:00.000Z',
  handled: false,
};

describe('Messages: a customer’s data on request (decision 040)', () => {
  it('Export their data asks the API for the sender’s account and saves the JSON it answers', async () => {
    const copy = { profile: { email: request.email }, purchases: [{ ref: 'PP-1' }] };
    let sentBody: unknown;
    const saved: Blob[] = [];
    // jsdom has no object URLs: the test stands in for the browser's.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:customer-data';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = openConsoleAsStaff(
      '/ops/messages',
      http.get(apiUrl('/ops/messages'), () =>
        HttpResponse.json({ msg: 'Messages', data: [request], meta: { page: 1, limit: 20, total: 1 } }),
      ),
      http.post(apiUrl('/ops/customers/data'), async ({ request: sent }) => {
        sentBody = await sent.json();
        return HttpResponse.json({ msg: 'Customer data', data: copy });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Export their data' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentBody).toEqual({ email: 'bola@example.com' });
    expect(JSON.parse(await saved[0]!.text())).toEqual(copy);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('powerpay-customer-data.json');
    click.mockRestore();
  });
});
