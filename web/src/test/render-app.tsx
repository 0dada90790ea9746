import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';

import { AppProvider } from '@/app/provider';
import { Root } from '@/app/root';

/** Renders the whole app (providers, router, every route) at `path`, as a visitor opening that URL. */
export function renderApp(path = '/', { userEventOptions }: { userEventOptions?: Parameters<typeof userEvent.setup>[0] } = {}) {
  const user = userEvent.setup(userEventOptions);
  const location = { current: path };
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onChange={(next) => (location.current = next)} />
        <Root />
      </MemoryRouter>
    </AppProvider>,
  );
  /** The router's current path with search and hash, e.g. after a redirect or a link. */
  const currentPath = () => location.current;
  return { user, currentPath, ...view };
}

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search, hash } = useLocation();
  onChange(`${pathname}${search}${hash}`);
  return null;
}
