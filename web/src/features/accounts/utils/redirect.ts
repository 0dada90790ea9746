import { paths } from '@/config/paths';

/** Where to go after signing in on a full page: `?redirect=` when it is a path of this app, else Buy Electricity. */
export function readRedirectPath(searchParams: URLSearchParams): string {
  const redirect = searchParams.get('redirect');
  const isSafePath = redirect !== null && redirect.startsWith('/') && !redirect.startsWith('//');
  return isSafePath ? redirect : paths.buyElectricity;
}
