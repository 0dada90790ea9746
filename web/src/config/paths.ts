/**
 * Every route of docs/product.md §2, in one place so links never drift from the router.
 * `home` and `solar` are the named routes Home and Solar of docs/product.md §2.
 */
export const paths = {
  root: '/',
  landing: '/landing-page',
  policy: '/policy',
  contact: '/contact',
  buyEnergyApp: '/buy-energy-app',
  buySolarApp: '/buy-solar-app',
  forgotPassword: '/forgot-password',
  register: '/register',
  login: '/login',
  resetPassword: '/reset-password',
  /** The e-mailed link confirming an address: `/confirm-email?token=…` (decision 061). */
  confirmEmail: '/confirm-email',
  buyElectricity: '/buy-electricity',
  track: '/track',
  energyAudit: '/energy-audit',
  /** One response's energy needs report: `/energy-audit/<id>/report?<what-if choices>`. */
  energyAuditReport: '/energy-audit/:id/report',
  myAccount: '/my-account',
  myProfile: '/my-profile',
  beneficiary: '/beneficiary',
  notifications: '/notifications',
  updatePassword: '/update-password',
  /** A guest's receipt after checkout: `/receipt/<ref>?key=<receipt key>`. */
  receipt: '/receipt/:ref',
  /** The operations console for staff (decision 022), its own sub-routes under it. */
  ops: '/ops',
  /** Find my token: a guest's reference and phone lead to the receipt (decision 021). */
  findToken: '/find-token',
  home: '/buy-electricity',
  solar: '/track',
} as const;

/** Landing-page sections the app footer links to. */
export const landingSections = {
  home: `${paths.landing}#home`,
  about: `${paths.landing}#about`,
  whyChooseUs: `${paths.landing}#why-choose-us`,
  whatWeOffer: `${paths.landing}#what-we-offer`,
} as const;

/** Page names shown in the top bar and the document title. */
export const pageTitles = {
  landing: 'PowerPay',
  policy: 'Privacy Policy',
  contact: 'Contact Us',
  forgotPassword: 'Forgot Password',
  register: 'Create an Account',
  login: 'Sign In',
  resetPassword: 'Reset Password',
  confirmEmail: 'Confirm your e-mail',
  buyElectricity: 'Buy Electricity',
  track: 'Buy Solar',
  energyAudit: 'Energy Audit',
  energyReport: 'Your Solar Energy Report',
  myAccount: 'My Account',
  myProfile: 'My Profile',
  beneficiary: 'Beneficiary',
  notifications: 'Notifications',
  updatePassword: 'Update Password',
  receipt: 'Receipt',
  findToken: 'Find my token',
  notFound: 'Page not found',
} as const;

/** Page name for each route, by path. Any other path is the not-found page. */
export const pageTitleByPath: Record<string, string> = {
  [paths.landing]: pageTitles.landing,
  [paths.policy]: pageTitles.policy,
  [paths.contact]: pageTitles.contact,
  [paths.forgotPassword]: pageTitles.forgotPassword,
  [paths.register]: pageTitles.register,
  [paths.login]: pageTitles.login,
  [paths.resetPassword]: pageTitles.resetPassword,
  [paths.confirmEmail]: pageTitles.confirmEmail,
  [paths.buyElectricity]: pageTitles.buyElectricity,
  [paths.track]: pageTitles.track,
  [paths.energyAudit]: pageTitles.energyAudit,
  [paths.myAccount]: pageTitles.myAccount,
  [paths.myProfile]: pageTitles.myProfile,
  [paths.beneficiary]: pageTitles.beneficiary,
  [paths.notifications]: pageTitles.notifications,
  [paths.updatePassword]: pageTitles.updatePassword,
  [paths.findToken]: pageTitles.findToken,
};

const splashPaths: string[] = [paths.root, paths.buyEnergyApp, paths.buySolarApp];

/** The page name for a path; undefined on the splash screens. */
export function getPageTitle(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (splashPaths.includes(normalized)) return undefined;

  if (normalized.startsWith('/receipt/')) return pageTitles.receipt;
  if (/^\/energy-audit\/[^/]+\/report$/.test(normalized)) return pageTitles.energyReport;
  if (normalized === paths.ops || normalized.startsWith(`${paths.ops}/`)) return 'Operations';

  return pageTitleByPath[normalized] ?? pageTitles.notFound;
}

const APP_NAME = 'PowerPay';

/** The browser tab's title for a path: "<page> | PowerPay", or the app's own title on the landing page and splashes. */
export function getDocumentTitle(pathname: string): string {
  const pageTitle = getPageTitle(pathname);
  return pageTitle && pageTitle !== APP_NAME
    ? `${pageTitle} | ${APP_NAME}`
    : `${APP_NAME}: Buy electricity in Nigeria`;
}

/**
 * Navigation state of a link from /energy-audit to a report: the report's Back then steps back in
 * history, so the audit page's own Go back still leads where the customer came from.
 */
export const FROM_ENERGY_AUDIT = { fromEnergyAudit: true } as const;

/** Whether a location's navigation state says it was opened from /energy-audit (FROM_ENERGY_AUDIT). */
export function isFromEnergyAudit(state: unknown): boolean {
  return (state as Partial<typeof FROM_ENERGY_AUDIT> | null)?.fromEnergyAudit === true;
}

/** The report page of one response. */
export function energyAuditReportPath(id: string): string {
  return paths.energyAuditReport.replace(':id', encodeURIComponent(id));
}
