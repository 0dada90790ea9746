import { createContext, useContext } from 'react';

/**
 * Starts downloading a page before the user gets there. AppRoutes provides the route table's preloader,
 * so a page (a splash screen) can use it without importing the table that imports the page.
 */
export const RoutePreloadContext = createContext<(pathname: string) => Promise<unknown>>(() =>
  Promise.resolve(),
);

export const useRoutePreload = () => useContext(RoutePreloadContext);
