import { and, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { builtOnce } from '../../db/built-once.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import {
  canMatchMeterNumber,
  containsPattern,
  newestFirstStatements,
  readNewestFirstPage,
} from '../../db/paging.ts';
import { beneficiaries } from '../../db/schema/index.ts';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

/** The fields a customer chooses; the name is always the one the vending provider returned. */
export interface BeneficiaryFields {
  name: string;
  meterNo: string;
  meterType: string;
  provider: string;
  phone: string;
  email: string | null;
}

/** What a search term can match (`canMatchMeterNumber`). */
type SearchShape = 'none' | 'name' | 'name-or-meter';

function searchShape(search: string | undefined): SearchShape {
  if (!search) return 'none';
  return canMatchMeterNumber(search) ? 'name-or-meter' : 'name';
}

/** The customer's beneficiaries, and with a search only those whose name (or meter number) holds it. */
function ownedBy(shape: SearchShape): SQL | undefined {
  const isOwner = eq(beneficiaries.userId, sql.placeholder('userId'));
  if (shape === 'none') return isOwner;

  const pattern = sql.placeholder('pattern');
  const byName = ilike(beneficiaries.name, pattern);
  return and(isOwner, shape === 'name' ? byName : or(byName, ilike(beneficiaries.meterNo, pattern)));
}

/**
 * The customer's beneficiaries, newest first (served by `beneficiaries_user_created_id_idx`; decision
 * 016), one statement per page built once per shape: the unfiltered list named, a search unnamed.
 * That index also holds name and meter number, so even a search's window is read from the index alone
 * ('ids'); PostgreSQL still picks the trigram index for a term it estimates rare. A search's page 1
 * reads its rows by id from that window, so the term is searched once, not twice.
 */
export async function listByUser(
  db: Database,
  { userId, search, limit, offset }: { userId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: BeneficiaryRow[]; total: number }> {
  const shape = searchShape(search);
  const statements = builtOnce(db, `beneficiaries:${shape}`, () =>
    newestFirstStatements(db, beneficiaries, {
      columns: getTableColumns(beneficiaries),
      where: ownedBy(shape),
      name: shape === 'none' ? 'beneficiary_page' : '',
      window: 'ids',
      firstPageFromIndex: shape === 'none',
      firstPageOn: shape === 'none' ? 'pipeline' : 'pool',
    }),
  );
  const pattern = search ? containsPattern(search) : undefined;
  return readNewestFirstPage(db, statements, { limit, offset }, { userId, pattern });
}

export async function findByIdForUser(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId)));
  return row;
}

/** Inserts, or updates the customer's entry for the same meter and DisCo (one statement, race-free). */
export async function upsert(
  db: Database,
  { userId, fields }: { userId: string; fields: BeneficiaryFields },
): Promise<BeneficiaryRow> {
  const [row] = await db
    .insert(beneficiaries)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: [beneficiaries.userId, beneficiaries.meterNo, beneficiaries.provider],
      set: {
        name: fields.name,
        meterType: fields.meterType,
        phone: fields.phone,
        // Saved again without an e-mail: the one already saved stays (decision 020).
        email: sql`coalesce(excluded.email, ${beneficiaries.email})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('beneficiary upsert returned no row');
  return row;
}

/** Whether an upserted row was just created: an insert sets both timestamps to the same `now()`. */
export function isNewlySaved(row: BeneficiaryRow): boolean {
  return row.createdAt.getTime() === row.updatedAt.getTime();
}

export type UpdateResult =
  { status: 'updated'; row: BeneficiaryRow } | { status: 'not_found' } | { status: 'duplicate' };

export async function updateForUser(
  db: Database,
  { userId, id, fields }: { userId: string; id: string; fields: BeneficiaryFields },
): Promise<UpdateResult> {
  try {
    const [row] = await db
      .update(beneficiaries)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId)))
      .returning();
    return row ? { status: 'updated', row } : { status: 'not_found' };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'duplicate' };
    throw error;
  }
}

export async function deleteForUser(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .delete(beneficiaries)
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId)))
    .returning({ id: beneficiaries.id });
  return deleted.length > 0;
}
