import type { Provider } from '@powerpay/shared';
import { DISCO_PROVIDERS } from '@powerpay/shared/display';

/** The distribution companies a customer can buy for (GET /purchase/provider). */
export function listProviders(): Provider[] {
  return [...DISCO_PROVIDERS];
}
