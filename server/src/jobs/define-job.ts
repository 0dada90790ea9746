import type { z } from 'zod';
import type { AppContext } from '../context.ts';

/** A typed job: a dotted id, a zod payload, queue options and the handler. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  /** pg-boss retry settings for this queue. */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /** Cron expression (UTC) for sweeps that run on a schedule. */
  cron?: string;
  /** pg-boss queue policy; `stately` keeps at most one queued and one active job per singleton key. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  handle(payload: Payload, context: AppContext): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Any job, whatever its payload: the queue validates each payload with the job's own schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs, each with its own payload type
export type AnyJobDefinition = JobDefinition<any>;
