/**
 * Seeds a large history with generate_series, entirely inside PostgreSQL (seconds, not minutes):
 * CUSTOMERS customers, PURCHASES purchases of which HEAVY_PURCHASES belong to one heavy customer
 * (a purchase every 15 minutes, 20 meters), the rest spread over the others (5 meters each); and
 * BENEFICIARIES_PER_CUSTOMER beneficiaries for each of BENEFICIARY_CUSTOMERS customers (the heavy one first).
 * Indexes other than constraints are dropped during the load and rebuilt after it, then VACUUM ANALYZE
 * leaves the planner statistics and visibility map a long-running database would have.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SEED = {
  customers: 10_000,
  purchases: 1_000_000,
  heavyPurchases: 100_000,
  beneficiariesPerCustomer: 10_000,
  beneficiaryCustomers: 10,
};

/** Meter names are "<first> <last>" from these lists, so a name search matches a realistic share. */
const FIRST_NAMES = [
  'Ada',
  'Bola',
  'Chinedu',
  'Dayo',
  'Emeka',
  'Funmi',
  'Garba',
  'Halima',
  'Ifeoma',
  'Jide',
  'Kemi',
  'Lanre',
  'Musa',
  'Ngozi',
  'Obinna',
  'Tunde',
  'Uche',
  'Yetunde',
  'Zainab',
  'Sani',
];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Usman',
  'Balogun',
  'Okeke',
  'Abubakar',
  'Adebayo',
  'Chukwu',
  'Danjuma',
  'Ekwueme',
  'Fashola',
  'Idowu',
  'Lawal',
  'Mohammed',
  'Obi',
];

const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
/** The meter name of meter `k` of customer `u` (SQL expressions). */
const meterNameSql = (u, k) =>
  `(${sqlArray(FIRST_NAMES)})[1 + ((${u} * 7 + ${k} * 3) % ${FIRST_NAMES.length})] || ' ' || (${sqlArray(LAST_NAMES)})[1 + ((${u} * 13 + ${k} * 11) % ${LAST_NAMES.length})]`;
const meterNoSql = (u, k) => `'4' || lpad((${u} * 20 + ${k})::text, 10, '0')`;

/** The name the bench searches for: one of the heavy customer's meters (user 0, meter 1). */
export const HEAVY_SEARCH_NAME = `${FIRST_NAMES[3 % FIRST_NAMES.length]} ${LAST_NAMES[11 % LAST_NAMES.length]}`;

/** Drops `table`'s indexes other than its constraints' (for a bulk load); answers their definitions to rebuild them. */
export async function dropPlainIndexes(client, table) {
  const { rows } = await client.query(
    `select indexname, indexdef from pg_indexes i
     where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const row of rows) await client.query(`drop index "${row.indexname}"`);
  return rows.map((row) => row.indexdef);
}

/** Seeds and answers the heavy customer's id and a bearer token for it. */
export async function seedHistory(client) {
  await client.query(`set maintenance_work_mem = '256MB'`);
  // Foreign-key checks of a million generated rows are most of a load's time; the seed is consistent by
  // construction. Needs a superuser (the local test server); elsewhere the checks simply run.
  await client.query(`set session_replication_role = replica`).catch(() => undefined);
  const heavyUserId = (await client.query(`select md5('bench-user-0')::uuid as id`)).rows[0].id;
  await client.query(
    `insert into users (id, email, first_name, last_name, phone, password_hash)
     select md5('bench-user-' || u)::uuid, 'bench' || u || '@example.com', 'Bench', 'Customer ' || u,
            '0803' || lpad(u::text, 7, '0'), 'not-a-hash'
     from generate_series(0, $1::int - 1) u`,
    [SEED.customers],
  );

  const purchaseIndexes = await dropPlainIndexes(client, 'purchases');
  // Row i: the heavy customer (u = 0) for i < heavyPurchases, then customers 1..customers-1 in turn.
  await client.query(
    `insert into purchases (ref, user_id, status, provider, meter_type, meter_no, meter_name, phone, amount_kobo, fee_kobo,
                            total_kobo, payment_provider, paid_at, paid_amount_kobo, token, units, delivered_at, token_sent_at,
                            created_at, updated_at)
     select 'PP-BENCH-' || i, md5('bench-user-' || u)::uuid, 'delivered', 'ikeja-electric', 'prepaid',
            ${meterNoSql('u', 'k')}, ${meterNameSql('u', 'k')}, '08031234567', 500000, 10000, 510000, 'sandbox',
            at, 510000, '1234-5678-9012-3456-7890', '100.0', at, at, at, at
     from generate_series(0, $1::int - 1) i,
          lateral (select case when i < $2 then 0 else 1 + (i % ($3::int - 1)) end as u) owner,
          lateral (select case when u = 0 then i % 20 else i % 5 end as k,
                          now() - case when u = 0 then i * interval '15 minutes'
                                       else ((i::bigint * 7919) % (3 * 365 * 24 * 60)) * interval '1 minute' end as at) fields`,
    [SEED.purchases, SEED.heavyPurchases, SEED.customers],
  );
  for (const definition of purchaseIndexes) await client.query(definition);

  const beneficiaryIndexes = await dropPlainIndexes(client, 'beneficiaries');
  await client.query(
    `insert into beneficiaries (user_id, name, meter_no, meter_type, provider, phone, created_at, updated_at)
     select md5('bench-user-' || u)::uuid, ${meterNameSql('u', 'k')}, ${meterNoSql('u + 1000', 'k')} || k, 'prepaid',
            'ikeja-electric', '08031234567', now() - k * interval '1 hour', now() - k * interval '1 hour'
     from generate_series(0, $1::int - 1) u, generate_series(0, $2::int - 1) k`,
    [SEED.beneficiaryCustomers, SEED.beneficiariesPerCustomer],
  );
  for (const definition of beneficiaryIndexes) await client.query(definition);

  await client.query(`set session_replication_role = default`).catch(() => undefined);
  await client.query('vacuum analyze users, purchases, beneficiaries');

  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [heavyUserId, createHash('sha256').update(token).digest('hex')],
  );
  return { heavyUserId, token };
}
