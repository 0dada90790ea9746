import type { AppContext } from '../../context.ts';
import { AppError, ErrorCode, conflict, invalidField, notFound } from '../../lib/errors.ts';
import * as repository from './beneficiaries.repository.ts';
import type { BeneficiaryFields, BeneficiaryRow } from './beneficiaries.repository.ts';
import { isUuid } from '../../lib/uuid.ts';

/** A beneficiary as the customer types it; the name comes from the vending provider, never from here. */
export interface BeneficiaryInput {
  meterNo: string;
  provider: string;
  meterType: string;
  phone: string;
  email?: string | null;
}

export const DUPLICATE_BENEFICIARY_MESSAGE = 'This meter is already saved as one of your beneficiaries';

/** An id that cannot exist is simply not found (rather than a database cast error). */
function assertPossibleId(id: string) {
  if (!isUuid(id)) throw notFound();
}

// ─── For the purchases module ────────────────────────────────────────────────────────────────────
// POST /purchase with `beneficiary: true` calls `upsertBeneficiary` below with the customer name its own
// server-side verification already returned (no second call to the provider). `saveBeneficiary` (further
// down) is the variant that verifies first. Both signatures are stable.

/**
 * Saves a meter whose customer name is already verified (the purchase flow's `beneficiary: true`).
 * The same meter and DisCo saved again updates the existing entry instead of duplicating it.
 *
 * @example upsertBeneficiary(ctx, { userId, name: meterName, meterNo, meterType, provider, phone })
 */
export async function upsertBeneficiary(
  ctx: AppContext,
  { userId, ...fields }: { userId: string } & Omit<BeneficiaryFields, 'email'> & { email?: string | null },
): Promise<BeneficiaryRow> {
  return repository.upsert(ctx.db, { userId, fields: { ...fields, email: fields.email || null } });
}

export async function listBeneficiaries(
  ctx: AppContext,
  { userId, page, limit, search }: { userId: string; page: number; limit: number; search?: string },
) {
  const trimmedSearch = search?.trim();
  const { rows, total } = await repository.listByUser(ctx.db, {
    userId,
    search: trimmedSearch || undefined,
    limit,
    offset: (page - 1) * limit,
  });
  return { rows, total };
}

/** Verifies the meter with the vending provider, then saves it under the name the provider returned. */
export async function saveBeneficiary(
  ctx: AppContext,
  { userId, input }: { userId: string; input: BeneficiaryInput },
): Promise<BeneficiaryRow> {
  const name = await verifiedCustomerName(ctx, input);

  return upsertBeneficiary(ctx, { userId, name, ...input });
}

export async function updateBeneficiary(
  ctx: AppContext,
  { userId, id, input }: { userId: string; id: string; input: BeneficiaryInput },
): Promise<BeneficiaryRow> {
  // Another customer's id is answered exactly like a missing one, before the provider is asked anything.
  assertPossibleId(id);
  const existing = await repository.findByIdForUser(ctx.db, { userId, id });
  if (!existing) throw notFound();

  const name = await verifiedCustomerName(ctx, input);

  const result = await repository.updateForUser(ctx.db, {
    userId,
    id,
    fields: { name, ...input, email: input.email || null },
  });
  if (result.status === 'not_found') throw notFound();
  if (result.status === 'duplicate') throw conflict(DUPLICATE_BENEFICIARY_MESSAGE);
  return result.row;
}

export async function deleteBeneficiary(ctx: AppContext, { userId, id }: { userId: string; id: string }) {
  assertPossibleId(id);

  const isDeleted = await repository.deleteForUser(ctx.db, { userId, id });
  if (!isDeleted) throw notFound();
}

async function verifiedCustomerName(ctx: AppContext, input: BeneficiaryInput): Promise<string> {
  const verification = await ctx.integrations.vending.verifyMeter({
    meterNo: input.meterNo,
    meterType: input.meterType,
    serviceId: input.provider,
  });
  if (verification.ok) return verification.customerName;

  // An outage is not the customer's mistake: say so instead of flagging the meter number.
  if (verification.isUnavailable)
    throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, { message: verification.error });
  throw invalidField('meter_no', verification.error);
}
