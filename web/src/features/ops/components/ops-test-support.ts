import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

export const staff = { id: 'staff-1', email: 'ops@powerpay.ng', first_name: 'Ngozi', last_name: 'Okafor' };

/** Opens a console page as a signed-in staff member; `handlers` answer the page's own calls. */
export function openConsoleAsStaff(path: string, ...handlers: Parameters<typeof server.use>) {
  setSession({
    email: staff.email,
    first_name: staff.first_name,
    last_name: staff.last_name,
    phone: '08031234567',
    token: 'staff-token',
  });
  server.use(
    http.get(apiUrl('/ops/me'), () => HttpResponse.json({ msg: 'Request successful', data: staff })),
    ...handlers,
  );
  return renderApp(path);
}
