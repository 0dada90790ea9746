import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';

import { AppProvider } from '@/app/provider';
import { Root } from '@/app/root';

/** Renders the whole app (providers, router, every route) at `path`, as a visitor opening that URL. */
export function renderApp(
  path = '/',
  { userEventOptions }: { userEventOptions?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const user = userEvent.setup(userEventOptions);
  const location = { current: path };
  const navigation: { navigate?: NavigateFunction } = {};
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onChange={(next) => (location.current = next)}
          onNavigate={(navigate) => (navigation.navigate = navigate)}
        />
        <Root />
      </MemoryRouter>
    </AppProvider>,
  );
  /** The router's current path with search and hash, e.g. after a redirect or a link. */
  const currentPath = () => location.current;
  /** The browser's Back button (a phone's too). */
  const goBack = () => act(() => navigation.navigate?.(-1));
  return { user, currentPath, goBack, ...view };
}

function LocationProbe({
  onChange,
  onNavigate,
}: {
  onChange: (path: string) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  const { pathname, search, hash } = useLocation();
  onChange(`${pathname}${search}${hash}`);
  onNavigate(useNavigate());
  return null;
}
