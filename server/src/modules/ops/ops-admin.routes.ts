import {
  auditRecordSchema,
  errorBodySchema,
  listEnvelope,
  pageQuerySchema,
  successEnvelope,
} from '@powerpay/shared';
import {
  auditEntrySchema,
  contactMessageSchema,
  grantStaffSchema,
  leadQuerySchema,
  leadSchema,
  messageQuerySchema,
  staffMemberSchema,
  updateLeadSchema,
  updateMessageSchema,
} from '@powerpay/shared/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStaffActions } from './audit-log.ts';
import * as crm from './crm.service.ts';
import { currentStaff } from './staff-guard.ts';
import * as staffService from './staff.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ['ops'];

/** Leads, messages, staff and the audit log of the operations console. */
export const opsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: successEnvelope(staffMemberSchema), ...errors },
      },
    },
    async (request) => ({ msg: 'Staff', data: staffService.presentStaff(currentStaff(request)) }),
  );

  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Energy audit leads',
        querystring: leadQuerySchema,
        response: { 200: listEnvelope(leadSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await crm.listLeads(app.ctx, request.query);
      return { msg: 'Leads', data: rows, meta };
    },
  );

  app.get(
    '/leads/:id/report',
    {
      schema: {
        tags,
        summary: "A lead's energy audit response, for the staff's read-only report (logged)",
        params: idParams,
        response: { 200: successEnvelope(auditRecordSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Lead report',
      data: await crm.leadReportRecord(app.ctx, { id: request.params.id, staff: currentStaff(request) }),
    }),
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: "Set a lead's status and notes",
        params: idParams,
        body: updateLeadSchema,
        response: { 200: successEnvelope(leadSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Lead updated',
      data: await crm.updateLead(app.ctx, {
        id: request.params.id,
        staff: currentStaff(request),
        ...request.body,
      }),
    }),
  );

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: 'Contact-form messages',
        querystring: messageQuerySchema,
        response: { 200: listEnvelope(contactMessageSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await crm.listMessages(app.ctx, request.query);
      return { msg: 'Messages', data: rows, meta };
    },
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a message handled or not',
        params: idParams,
        body: updateMessageSchema,
        response: { 200: successEnvelope(contactMessageSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Message updated',
      data: await crm.updateMessage(app.ctx, {
        id: request.params.id,
        staff: currentStaff(request),
        handled: request.body.handled,
      }),
    }),
  );

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Staff members',
        response: { 200: successEnvelope(z.array(staffMemberSchema)), ...errors },
      },
    },
    async () => ({ msg: 'Staff', data: await staffService.listStaff(app.ctx.db) }),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Grant the staff role to an existing account',
        body: grantStaffSchema,
        response: { 200: successEnvelope(staffMemberSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Staff role granted',
      data: await staffService.grantStaff(app.ctx.db, {
        actor: currentStaff(request),
        email: request.body.email,
      }),
    }),
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: 'Revoke the staff role',
        params: idParams,
        response: { 200: successEnvelope(staffMemberSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Staff role revoked',
      data: await staffService.revokeStaff(app.ctx.db, {
        actor: currentStaff(request),
        userId: request.params.id,
      }),
    }),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        summary: 'Staff actions, newest first',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(z.array(auditEntrySchema)), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const rows = await listStaffActions(app.ctx.db, { limit, offset: (page - 1) * limit });
      return {
        msg: 'Audit log',
        data: rows.map(({ entry, actorEmail }) => ({
          id: entry.id,
          actor_email: actorEmail,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          before: entry.before,
          after: entry.after,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },
  );
};
