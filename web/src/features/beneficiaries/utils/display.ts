import { METER_TYPE_LABELS, type MeterType, type Provider } from '@powerpay/shared';

/** The DisCo's name for a serviceID (e.g. "Ikeja Electric (IE)"), or the id itself when unknown. */
export function providerName(providers: Provider[], serviceID: string): string {
  return providers.find((provider) => provider.serviceID === serviceID)?.name ?? serviceID;
}

export function meterTypeLabel(meterType: string): string {
  return METER_TYPE_LABELS[meterType as MeterType] ?? meterType;
}
