import { DATA_POLICY_SECTIONS } from './policy-sections-data';
import { SITE_POLICY_SECTIONS } from './policy-sections-site';

export type { PolicySection } from './policy-list';

/** The twelve sections of docs/product.md §2, in order. */
export const POLICY_SECTIONS = [...DATA_POLICY_SECTIONS, ...SITE_POLICY_SECTIONS];

/** When this version of the policy took effect: its retention periods and data rights (decisions 040 and 043). */
export const POLICY_EFFECTIVE_DATE = '5 December 2026';
