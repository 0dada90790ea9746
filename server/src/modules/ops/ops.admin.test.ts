import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMessage, Lead, StaffMember } from '@powerpay/shared/ops';
import { staffAuditLog, users } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody } from '../audits/audits.test-support.ts';
import { auditRowsFor, createOpsTestApp, postContactMessage, postLead } from './ops.test-support.ts';
import { NO_CUSTOMER_MESSAGE } from './customer-data.service.ts';
import { addStaffFromCommandLine, NO_ACCOUNT_MESSAGE, SELF_REVOKE_MESSAGE } from './staff.service.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createOpsTestApp>>['staff'];

beforeAll(async () => {
  ({ testApp, staff } = await createOpsTestApp());
});
afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = staff.headers,
) => testApp.app.inject({ method, url: `/api/v1/ops${url}`, headers, payload });

describe('leads', () => {
  it("shows staff a customer's leads together, each with company, site, system and value, and opens its report read-only, logged", async () => {
    const author = await createSignedInUser(testApp.database.db);
    const ids: string[] = [];
    for (const [kind, body] of [
      ['office', validOfficeBody],
      ['home', validHomeBody],
      ['office', { ...validOfficeBody, name: 'Kaduna Textiles Annex' }],
    ] as const) {
      const response = await postAudit(testApp, { kind, headers: author.headers, body });
      expect(response.statusCode, response.body).toBe(200);
      const list = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/auditForm',
        headers: author.headers,
      });
      ids.push(list.json<{ data: { id: string }[] }>().data[0]?.id ?? '');
    }
    await postLead(testApp); // another customer's, after them

    const leads = (await call('GET', '/leads?limit=50')).json<{ data: Lead[] }>().data;
    const theirs = leads.flatMap((lead, index) => (lead.customer_id === author.user.id ? [index] : []));
    expect(theirs).toHaveLength(3);
    expect(theirs.at(-1)! - theirs[0]!).toBe(2);
    const office = leads.find((lead) => lead.id === ids[0]);
    expect(office).toMatchObject({
      type: 'office',
      company: 'Kaduna Textiles Ltd',
      contact_name: 'Halima Sani',
      site: '12 Ahmadu Bello Way, Kaduna',
      system: expect.stringMatching(/kWp/),
      value: expect.any(Number),
      report_path: `/ops/leads/${ids[0]}/report`,
    });
    expect(office?.value).toBeGreaterThan(100_000);
    expect(leads.find((lead) => lead.id === ids[1])).toMatchObject({
      company: null,
      contact_name: 'Chinedu Eze',
    });

    const report = await call('GET', `/leads/${ids[0]}/report`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<{ data: { id: string; name: string; location: unknown } }>().data).toMatchObject({
      id: ids[0],
      name: 'Kaduna Textiles Ltd',
      location: expect.any(Object),
    });
    expect(await auditRowsFor(testApp, ids[0]!)).toEqual([
      expect.objectContaining({ actorId: staff.user.id, action: 'lead.report_view', targetType: 'lead' }),
    ]);
    // The customer's own route stays theirs; staff's is for staff only.
    const stranger = await createSignedInUser(testApp.database.db);
    expect((await call('GET', `/leads/${ids[0]}/report`, undefined, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', '/leads/00000000-0000-4000-8000-000000000000/report')).statusCode).toBe(404);
    expect((await call('GET', '/leads/not-a-uuid/report')).statusCode).toBe(404);
  });

  it('lists an energy audit as a new lead with its report link, and moves it to contacted with notes, audited', async () => {
    const id = await postLead(testApp);
    const fresh = (await call('GET', '/leads?status=new'))
      .json<{ data: Lead[] }>()
      .data.find((lead) => lead.id === id);
    expect(fresh).toMatchObject({
      status: 'new',
      contact_name: 'Chinedu Eze',
      phone: '08091234567',
      report_path: `/ops/leads/${id}/report`,
    });

    const updated = await call('PATCH', `/leads/${id}`, {
      status: 'contacted',
      notes: 'Called; wants a quote for 5 kVA.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      (await call('GET', '/leads?status=contacted')).json<{ data: Lead[] }>().data.map((lead) => lead.id),
    ).toContain(id);
    expect(
      (await call('GET', '/leads?status=new')).json<{ data: Lead[] }>().data.map((lead) => lead.id),
    ).not.toContain(id);
    expect(await auditRowsFor(testApp, id)).toEqual([
      expect.objectContaining({
        action: 'lead.update',
        before: { status: 'new' },
        after: { status: 'contacted', notes_changed: true },
      }),
    ]);

    expect((await call('PATCH', `/leads/${id}`, { status: 'sold' })).statusCode).toBe(422);
    expect((await call('PATCH', '/leads/not-a-uuid', { status: 'won' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/leads/00000000-0000-4000-8000-000000000000', { status: 'won' })).statusCode,
    ).toBe(404);
  });
});

describe('messages', () => {
  it('marks a contact message handled and back, each audited', async () => {
    const id = await postContactMessage(testApp);
    const open = (await call('GET', '/messages?handled=false')).json<{ data: ContactMessage[] }>().data;
    expect(open.find((message) => message.id === id)).toMatchObject({
      handled: false,
      message: 'I paid and got no token.',
    });

    expect(
      (await call('PATCH', `/messages/${id}`, { handled: true })).json<{ data: ContactMessage }>().data
        .handled,
    ).toBe(true);
    expect(
      (await call('GET', '/messages?handled=true'))
        .json<{ data: ContactMessage[] }>()
        .data.map((message) => message.id),
    ).toContain(id);
    await call('PATCH', `/messages/${id}`, { handled: false });
    expect((await auditRowsFor(testApp, id)).map((row) => row.after)).toEqual([
      { handled: true },
      { handled: false },
    ]);
    expect((await call('PATCH', `/messages/${id}`, { handled: 'yes' })).statusCode).toBe(422);
  });
});

describe('staff', () => {
  it('grants the role to an existing account and revokes it, audited; refuses unknown e-mails and revoking oneself', async () => {
    const colleague = await createSignedInUser(testApp.database.db);
    const granted = await call('POST', '/staff', { email: colleague.user.email.toUpperCase() });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await call('GET', '/me', undefined, colleague.headers)).statusCode).toBe(200);
    expect(
      (await call('GET', '/staff')).json<{ data: StaffMember[] }>().data.map((member) => member.id),
    ).toContain(colleague.user.id);

    const revoked = await call('DELETE', `/staff/${colleague.user.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call('GET', '/me', undefined, colleague.headers)).statusCode).toBe(403);
    expect(await auditRowsFor(testApp, colleague.user.id)).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        action: 'staff.grant',
        before: { role: 'customer' },
        after: { role: 'staff' },
      }),
      expect.objectContaining({
        actorId: staff.user.id,
        action: 'staff.revoke',
        before: { role: 'staff' },
        after: { role: 'customer' },
      }),
    ]);

    expect((await call('POST', '/staff', { email: 'nobody@example.com' })).json()).toEqual({
      msg: NO_ACCOUNT_MESSAGE,
    });
    expect((await call('POST', '/staff', { email: 'not an e-mail' })).statusCode).toBe(422);
    expect((await call('DELETE', `/staff/${staff.user.id}`)).json()).toEqual({ msg: SELF_REVOKE_MESSAGE });
    expect((await call('DELETE', '/staff/nope')).statusCode).toBe(404);
  });

  it('the command line (npm run staff:add) makes an existing account staff, and says so for an unknown one', async () => {
    const first = await createSignedInUser(testApp.database.db);
    await expect(addStaffFromCommandLine(testApp.database.db, first.user.email)).resolves.toMatchObject({
      id: first.user.id,
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row?.role).toBe('staff');
    expect(await auditRowsFor(testApp, first.user.id)).toEqual([
      expect.objectContaining({ action: 'staff.grant_command_line', actorId: first.user.id }),
    ]);
    await expect(addStaffFromCommandLine(testApp.database.db, 'nobody@example.com')).rejects.toThrow(
      NO_ACCOUNT_MESSAGE,
    );
  });

  it('keeps the audit log unchangeable: the database refuses UPDATE, DELETE and TRUNCATE (decisions 022, 040)', async () => {
    const { db } = testApp.database;
    const count = async () => (await db.select().from(staffAuditLog)).length;
    const [entry] = await db.select().from(staffAuditLog).limit(1);
    expect(entry).toBeDefined();
    const rowsBefore = await count();
    // The database's own message, under the query builder's wrapper.
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'went through',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );

    expect(
      await refusal(
        db
          .update(staffAuditLog)
          .set({ action: 'forged' })
          .where(eq(staffAuditLog.id, entry?.id ?? '')),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`delete from staff_audit_log`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate staff_audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    // Emptying it as the cascade of emptying users is refused too; were it not, the rollback keeps the data.
    expect(
      await refusal(
        db.transaction(async (transaction) => {
          await transaction.execute(sql`truncate users cascade`);
          throw new Error('TRUNCATE users CASCADE went through');
        }),
      ),
    ).toMatch(/append-only: TRUNCATE refused/);

    expect(await count()).toBe(rowsBefore);
    const [unchanged] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.id, entry?.id ?? ''));
    expect(unchanged).toEqual(entry);
    const log = await call('GET', '/audit-log?limit=50');
    expect(log.json<{ data: { action: string }[] }>().data.some((row) => row.action === 'staff.revoke')).toBe(
      true,
    );
  });
});

describe('a customer’s data on request (decision 040)', () => {
  it('staff get the same export as Download my data, and the audit log says who asked, by account id only', async () => {
    const customer = await createSignedInUser(testApp.database.db);
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user/data',
      headers: customer.headers,
    });
    const exported = await call('POST', '/customers/data', { email: customer.user.email.toUpperCase() });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const { exported_at: _staffTime, ...staffCopy } = exported.json().data;
    const { exported_at: _ownTime, ...ownCopy } = own.json().data;
    expect(staffCopy).toEqual(ownCopy);
    expect(await auditRowsFor(testApp, customer.user.id)).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        action: 'customer.export',
        targetType: 'user',
        before: null,
        after: { purchases: 0, saved_meters: 0, energy_audits: 0 },
      }),
    ]);

    const asCustomer = await call(
      'POST',
      '/customers/data',
      { email: customer.user.email },
      customer.headers,
    );
    expect(asCustomer.statusCode).toBe(403);
    expect(await auditRowsFor(testApp, customer.user.id)).toHaveLength(1);
    expect((await call('POST', '/customers/data', { email: 'nobody@example.com' })).json()).toEqual({
      msg: NO_CUSTOMER_MESSAGE,
    });
    expect((await call('POST', '/customers/data', { email: 'not an e-mail' })).statusCode).toBe(422);
  });
});
