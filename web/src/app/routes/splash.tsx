import { paths } from '@/config/paths';

import { SplashScreen } from '../splash-screen';

/** "/": the logo, then the landing page after 1500 ms. */
export function RootSplashRoute() {
  return <SplashScreen to={paths.landing} delayMs={1500} />;
}

/** "/buy-energy-app": the logo, then Buy Electricity after 1000 ms. */
export function BuyEnergySplashRoute() {
  return <SplashScreen to={paths.buyElectricity} delayMs={1000} />;
}

/** "/buy-solar-app": the logo, then Buy Solar (/track) after 1000 ms. */
export function BuySolarSplashRoute() {
  return <SplashScreen to={paths.track} delayMs={1000} />;
}
