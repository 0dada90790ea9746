import { buildHomeRecord } from '@/test/audit-records';

/** The report tests' home: answered in full, its grid and generator spend included, so every figure shows. */
export const home = buildHomeRecord({
  id: '3919ecdc-0763-4f3e-a229-030418649f41',
  created_at: '2026-11-20T10:00:00.000Z',
  appliances: 'true',
  gps: '6.4474, 3.4723',
  gridCost: 40000,
  gridHours: 12,
  gen: 'pms',
  genSize: 3.5,
  fuel: 60000,
});
