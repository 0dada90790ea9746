import { DISCOS, PHONE_COUNTRY_CODE } from './constants.ts';
import type { Provider } from './resources.ts';

/**
 * How values read on every screen, in messages and receipts (decision 020).
 * Small and dependency-free so the web imports it as `@powerpay/shared/display`.
 */

/** `08031234567` (or `+2348031234567`) as `+234 803 123 4567`; anything else as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  const national = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits)?.[1];
  if (!national) return phone;
  return `${PHONE_COUNTRY_CODE} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** The DisCo's name for a serviceID (`ikeja-electric` → `Ikeja Electric (IE)`); unknown ids as given. */
export function discoName(serviceId: string): string {
  return DISCOS.find((disco) => disco.serviceID === serviceId)?.name ?? serviceId;
}

/** The area a DisCo serves (`ikeja-electric` → `Lagos mainland`); empty for an unknown id. */
export function discoRegion(serviceId: string): string {
  return DISCOS.find((disco) => disco.serviceID === serviceId)?.region ?? '';
}

/** The name with the area it serves, for selects: `Ikeja Electric (IE) · Lagos mainland`. */
export function discoLabel(serviceId: string): string {
  const region = discoRegion(serviceId);
  return region ? `${discoName(serviceId)} · ${region}` : serviceId;
}

/**
 * The DisCos a customer can buy for, as GET /purchase/provider lists them. The web offers the same list,
 * marks included, while the API's has not arrived (a slow network) or cannot (decision 020).
 */
export const DISCO_PROVIDERS: readonly Provider[] = DISCOS.map(({ name, serviceID }) => ({
  name,
  serviceID,
  // Where the web app serves each DisCo's mark: our own monogram badges in `web/public/providers/`.
  image: `/providers/${serviceID}.svg`,
}));

/** `Yes`/`No` for the appliances answer, whether stored as 'true'/'false', a boolean or 1/0. */
export function formatAppliancesAnswer(value: string | boolean | number): 'Yes' | 'No' {
  return value === true || value === 'true' || value === 1 || value === '1' ? 'Yes' : 'No';
}
