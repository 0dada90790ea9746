import { createHash } from 'node:crypto';
import { METER_NUMBER_PATTERN, SERVICE_IDS } from '@powerpay/shared';
import type { Database } from '../../db/client.ts';
import { findSimulatorRequest, recordVendCall, type SimulatorRequestRow } from './simulator.repository.ts';
import {
  METER_NOT_FOUND_MESSAGE,
  type VendOutcome,
  type VendingProvider,
  type VerifyMeterResult,
} from './vending-provider.ts';

/**
 * The default vending provider: deterministic, documented test meters, no account needed.
 * By the last four digits of the meter number:
 * - `0000` fails verification;
 * - `1111` vends as pending and is delivered on a requery made at least `pendingDelayMs` later;
 * - `2222` verifies but the vend fails;
 * - `3333` times out on the first vend call although the vend went through (a requery finds it);
 * - anything else verifies with a stable name and vends at once.
 * Tokens (20 digits), units and receipt numbers derive from the request id, so a requery gives the
 * same token as the vend. Its ledger lives in the database, so a restart loses nothing.
 */
export const SIMULATOR_METERS = {
  invalid: '0000',
  pendingThenDelivered: '1111',
  failing: '2222',
  timeoutThenDelivered: '3333',
} as const;

/** A Band A style tariff used to turn naira into units. */
const SIMULATED_TARIFF_NAIRA_PER_KWH = 209.5;

const FIRST_NAMES = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Funmilayo',
  'Garba',
  'Halima',
  'Ifeanyi',
  'Jumoke',
  'Kelechi',
  'Ladi',
  'Musa',
  'Ngozi',
  'Olumide',
  'Temitope',
];
const LAST_NAMES = [
  'Adeyemi',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Fashola',
  'Ibrahim',
  'Nwosu',
  'Obi',
  'Okonkwo',
  'Olawale',
  'Suleiman',
  'Uche',
  'Yusuf',
];
const STREETS = [
  'Adeola Odeku Street',
  'Allen Avenue',
  'Aminu Kano Crescent',
  'Awolowo Road',
  'Herbert Macaulay Way',
  'Ogui Road',
  'Ring Road',
  'Zik Avenue',
];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

/** The stable customer name and address the simulator gives a meter number. */
export function simulatedCustomer(meterNo: string): { customerName: string; address: string } {
  const hash = digest(`customer:${meterNo}`);
  const first = pick(FIRST_NAMES, hash.readUInt16BE(0));
  const last = pick(LAST_NAMES, hash.readUInt16BE(2));
  const street = pick(STREETS, hash.readUInt16BE(4));
  return { customerName: `${first} ${last}`, address: `${(hash.readUInt8(6) % 90) + 1} ${street}` };
}

/** Digits derived from a seed, e.g. the 20-digit token of a request id. */
function digitsFrom(seed: string, length: number): string {
  const value = BigInt(`0x${digest(seed).toString('hex')}`);
  return (value % 10n ** BigInt(length)).toString().padStart(length, '0');
}

function delivered(row: SimulatorRequestRow): VendOutcome {
  const token = digitsFrom(`token:${row.requestId}`, 20);
  const units = `${(row.amountKobo / 100 / SIMULATED_TARIFF_NAIRA_PER_KWH).toFixed(1)} kWh`;
  const receiptNo = `SIM${digitsFrom(`receipt:${row.requestId}`, 10)}`;
  return {
    status: 'delivered',
    token,
    units,
    receiptNo,
    raw: { simulator: true, requestId: row.requestId, token, units, receiptNo },
  };
}

/** What the simulator's ledger says about a recorded vend at `now`. */
function outcomeOf(row: SimulatorRequestRow, now: number, pendingDelayMs: number): VendOutcome {
  if (row.meterNo.endsWith(SIMULATOR_METERS.failing)) {
    return {
      status: 'failed',
      reason: 'The DisCo declined the vend (simulated failure)',
      raw: { simulator: true },
    };
  }
  if (row.meterNo.endsWith(SIMULATOR_METERS.invalid)) {
    return { status: 'failed', reason: METER_NOT_FOUND_MESSAGE, raw: { simulator: true } };
  }
  const isStillPending =
    row.meterNo.endsWith(SIMULATOR_METERS.pendingThenDelivered) &&
    now - row.createdAt.getTime() < pendingDelayMs;
  if (isStillPending) return { status: 'pending', raw: { simulator: true, status: 'pending' } };

  return delivered(row);
}

export function createSimulatorVendingProvider({
  db,
  pendingDelayMs = 5000,
}: {
  db: Database;
  pendingDelayMs?: number;
}): VendingProvider {
  return {
    kind: 'simulator',

    async verifyMeter({ meterNo, serviceId }): Promise<VerifyMeterResult> {
      const isKnownDisco = (SERVICE_IDS as readonly string[]).includes(serviceId);
      if (
        !isKnownDisco ||
        !METER_NUMBER_PATTERN.test(meterNo) ||
        meterNo.endsWith(SIMULATOR_METERS.invalid)
      ) {
        return { ok: false, error: METER_NOT_FOUND_MESSAGE };
      }
      return { ok: true, ...simulatedCustomer(meterNo) };
    },

    async vend(request): Promise<VendOutcome> {
      // The answer is the one at the moment of the call, however long the write below takes.
      const calledAt = new Date();
      const row = await recordVendCall(db, {
        requestId: request.requestId,
        serviceId: request.serviceId,
        meterNo: request.meterNo,
        meterType: request.meterType,
        amountKobo: Math.round(request.amountNaira * 100),
        phone: request.phone,
        createdAt: calledAt,
      });

      // Like VTpass's code 014: a request id already used is never vended again; the caller requeries.
      if (row.vendCalls > 1)
        return { status: 'unknown', reason: 'request id already used', raw: { code: '014' } };
      if (row.meterNo.endsWith(SIMULATOR_METERS.timeoutThenDelivered)) {
        return { status: 'unknown', reason: 'timeout (simulated)' };
      }
      return outcomeOf(row, calledAt.getTime(), pendingDelayMs);
    },

    async requery({ requestId }): Promise<VendOutcome> {
      const row = await findSimulatorRequest(db, requestId);
      if (!row) return { status: 'not_found', raw: { code: '015' } };
      return outcomeOf(row, Date.now(), pendingDelayMs);
    },
  };
}
