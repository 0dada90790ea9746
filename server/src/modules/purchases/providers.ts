import { DISCOS, type Provider } from '@powerpay/shared';

/** Where the web app serves each DisCo's mark (our own monogram badges in `web/public/providers/`). */
export function providerImagePath(serviceId: string): string {
  return `/providers/${serviceId}.svg`;
}

/** The distribution companies a customer can buy for (GET /purchase/provider). */
export function listProviders(): Provider[] {
  return DISCOS.map((disco) => ({
    name: disco.name,
    serviceID: disco.serviceID,
    image: providerImagePath(disco.serviceID),
  }));
}
