import type { JobDefinition } from './define-job.ts';

/** Every job the app runs; features add theirs here. */
export const jobDefinitions: JobDefinition<never>[] = [];
