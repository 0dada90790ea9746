import type { Database } from '../../../db/client.ts';
import { readWorkStats, type WorkStats } from './work.repository.ts';

const HEALTH_MAX_AGE_MS = 5_000;

export interface WorkHealth extends WorkStats {
  /** Overdue work: the queue is stuck or far behind. */
  isStuck: boolean;
  /** Whether this process works the queue. */
  isWorking: boolean;
  checkedAt: string;
}

/** The purchase queue's health, read for /health (a recent reading) and the worker's monitor (a new one). */
export class WorkHealthReading {
  private last: WorkHealth | null = null;
  private reading: Promise<WorkHealth> | null = null;

  constructor(private readonly options: { overdueAfterSeconds: number; isWorking: () => boolean }) {}

  /** A reading at most a few seconds old; concurrent requests share one. */
  async recent(db: Database): Promise<WorkHealth> {
    const last = this.last;
    if (last && Date.now() - Date.parse(last.checkedAt) < HEALTH_MAX_AGE_MS) return last;
    this.reading ??= this.now(db).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  async now(db: Database): Promise<WorkHealth> {
    const stats = await readWorkStats(db, { overdueAfterSeconds: this.options.overdueAfterSeconds });
    this.last = {
      ...stats,
      isStuck: stats.overdue > 0,
      isWorking: this.options.isWorking(),
      checkedAt: new Date().toISOString(),
    };
    return this.last;
  }
}
