import { z } from 'zod';
import { isIsoDate } from './dates.ts';

/** An instant on the wire: ISO 8601 with its offset (the server presents a Date with `toISOString()`). */
export const timestamp = () => z.iso.datetime({ offset: true });

/** A calendar day on the wire, `YYYY-MM-DD`, rejecting days that do not exist. */
export const isoDate = () => z.string().refine(isIsoDate, { error: 'Enter a date as YYYY-MM-DD' });
