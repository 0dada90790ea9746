import type { AuditRecord } from '@powerpay/shared';
import { http, HttpResponse } from 'msw';

import { apiUrl, server } from '@/test/server';

export {
  buildHomeRecord,
  buildOfficeRecord,
  located,
  signInAuditCustomer as signIn,
} from '@/test/audit-records';

/**
 * Answers GET /auditForm from `records` (read at request time, so a test can add to it) and records the
 * bodies of POST /auditForm/office and /auditForm/home.
 */
export function serveAudits(records: AuditRecord[] = []) {
  const submissions: { kind: 'office' | 'home'; body: Record<string, unknown> }[] = [];
  let listCalls = 0;
  server.use(
    http.get(apiUrl('/auditForm'), () => {
      listCalls += 1;
      return HttpResponse.json({
        msg: 'Request successful',
        data: records,
        meta: { page: 1, limit: 10, total: records.length },
      });
    }),
    // A submission opens its report, which reads the audit back.
    http.get(apiUrl('/auditForm/:id'), ({ params }) => {
      const record = records.find((each) => each.id === params.id);
      return record
        ? HttpResponse.json({ msg: 'Request successful', data: record })
        : HttpResponse.json({ msg: 'Request not found' }, { status: 404 });
    }),
    http.post(apiUrl('/auditForm/:kind'), async ({ request, params }) => {
      const kind = params.kind === 'office' ? 'office' : 'home';
      const body = (await request.json()) as Record<string, unknown>;
      submissions.push({ kind, body });
      const record = {
        ...body,
        id: `new-${submissions.length}`,
        type: kind,
        created_at: '2026-02-03T09:15:00.000Z',
      } as AuditRecord;
      records.unshift(record);
      return HttpResponse.json({ msg: 'Form Submitted Successfully', data: record });
    }),
  );
  return { submissions, records, listCalls: () => listCalls };
}
