import { matchPath, Route, Routes } from 'react-router';

import { paths } from '@/config/paths';
import { prefetchAuditRecord } from '@/features/energy-report/api/prefetch-audit-record';
import { lazyRoute, type LazyRoute } from '@/lib/lazy-route';

import { RoutePreloadContext } from './route-preload';

// Every page is its own chunk, so a visitor downloads only the page they open (docs/product.md §2).
const RootSplash = lazyRoute(() => import('./routes/splash').then((module) => module.RootSplashRoute));
const BuyEnergySplash = lazyRoute(() =>
  import('./routes/splash').then((module) => module.BuyEnergySplashRoute),
);
const BuySolarSplash = lazyRoute(() =>
  import('./routes/splash').then((module) => module.BuySolarSplashRoute),
);
const LandingPage = lazyRoute(() =>
  import('./routes/landing-page').then((module) => module.LandingPageRoute),
);
const Policy = lazyRoute(() => import('./routes/policy').then((module) => module.PolicyRoute));
const Contact = lazyRoute(() => import('./routes/contact').then((module) => module.ContactRoute));
const ForgotPassword = lazyRoute(() =>
  import('./routes/forgot-password').then((module) => module.ForgotPasswordRoute),
);
const Register = lazyRoute(() => import('./routes/register').then((module) => module.RegisterRoute));
const Login = lazyRoute(() => import('./routes/login').then((module) => module.LoginRoute));
const ResetPassword = lazyRoute(() =>
  import('./routes/reset-password').then((module) => module.ResetPasswordRoute),
);
const ConfirmEmail = lazyRoute(() =>
  import('./routes/confirm-email').then((module) => module.ConfirmEmailRoute),
);
const AppLayout = lazyRoute(() => import('./routes/app-layout').then((module) => module.AppLayoutRoute));
// With the form its prerendered HTML shows: hydration must find every part of that HTML's code here.
const BuyElectricity = lazyRoute(() =>
  import('./routes/buy-electricity').then(async (module) => {
    await module.preloadFirstView();
    return module.BuyElectricityRoute;
  }),
);
const Track = lazyRoute(() => import('./routes/track').then((module) => module.TrackRoute));
const EnergyAudit = lazyRoute(() =>
  import('./routes/energy-audit').then((module) => module.EnergyAuditRoute),
);
// Opened by its URL, the report's data is requested alongside its code instead of after it.
const EnergyAuditReport = lazyRoute(() => {
  const reportId = matchPath(paths.energyAuditReport, window.location.pathname)?.params.id;
  if (reportId) prefetchAuditRecord(reportId);
  return import('./routes/energy-audit-report').then((module) => module.EnergyAuditReportRoute);
});
const MyAccount = lazyRoute(() => import('./routes/my-account').then((module) => module.MyAccountRoute));
const MyProfile = lazyRoute(() => import('./routes/my-profile').then((module) => module.MyProfileRoute));
const Beneficiary = lazyRoute(() => import('./routes/beneficiary').then((module) => module.BeneficiaryRoute));
const Notifications = lazyRoute(() =>
  import('./routes/notifications').then((module) => module.NotificationsRoute),
);
const UpdatePassword = lazyRoute(() =>
  import('./routes/update-password').then((module) => module.UpdatePasswordRoute),
);
const Receipt = lazyRoute(() => import('./routes/receipt').then((module) => module.ReceiptRoute));
const Ops = lazyRoute(() => import('./routes/ops').then((module) => module.OpsRoute));
const FindToken = lazyRoute(() => import('./routes/find-token').then((module) => module.FindTokenRoute));
const NotFound = lazyRoute(() => import('./routes/not-found').then((module) => module.NotFoundRoute));

const publicPages: Record<string, LazyRoute> = {
  [paths.root]: RootSplash,
  [paths.buyEnergyApp]: BuyEnergySplash,
  [paths.buySolarApp]: BuySolarSplash,
  [paths.landing]: LandingPage,
  [paths.policy]: Policy,
  [paths.contact]: Contact,
  [paths.forgotPassword]: ForgotPassword,
  [paths.register]: Register,
  [paths.login]: Login,
  [paths.resetPassword]: ResetPassword,
  [paths.confirmEmail]: ConfirmEmail,
  [paths.receipt]: Receipt,
  [paths.findToken]: FindToken,
};

/** The eight pages inside the common layout. */
const layoutPages: Record<string, LazyRoute> = {
  [paths.buyElectricity]: BuyElectricity,
  [paths.track]: Track,
  [paths.energyAudit]: EnergyAudit,
  [paths.energyAuditReport]: EnergyAuditReport,
  [paths.myAccount]: MyAccount,
  [paths.myProfile]: MyProfile,
  [paths.beneficiary]: Beneficiary,
  [paths.notifications]: Notifications,
  [paths.updatePassword]: UpdatePassword,
};

/** Starts downloading a page (and its layout) before the user gets there, e.g. during a splash screen. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const pages =
    pagesWhere((pattern) => pattern === pathname) ??
    pagesWhere((pattern) => pattern.includes(':') && matchPath(pattern, pathname) !== null) ??
    [];
  return Promise.all(pages.map((page) => page.preload())).catch(() => undefined);
}

/**
 * The chunks of the page whose pattern `matches`: the layout's too for a page inside it. Exact paths are
 * tried first, so a prerendered page skips the router's pattern matching (1.5–4.4 ms of a cold start in
 * Chromium's profile on this machine, before any of the page's code runs).
 */
function pagesWhere(matches: (pattern: string) => boolean): LazyRoute[] | undefined {
  const layoutPage = Object.entries(layoutPages).find(([pattern]) => matches(pattern))?.[1];
  if (layoutPage) return [AppLayout, layoutPage];
  const publicPage = Object.entries(publicPages).find(([pattern]) => matches(pattern))?.[1];
  return publicPage ? [publicPage] : undefined;
}

/** Every route of docs/product.md §2. */
export function AppRoutes() {
  return (
    <RoutePreloadContext value={preloadRoute}>
      <Routes>
        {Object.entries(publicPages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<AppLayout />}>
          {Object.entries(layoutPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path={`${paths.ops}/*`} element={<Ops />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RoutePreloadContext>
  );
}
