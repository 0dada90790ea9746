import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '@/app/provider';
import { Root } from '@/app/root';

/** Renders the whole app (providers, router, every route) at `path`, as a visitor opening that URL. */
export function renderApp(path = '/') {
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <Root />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...view };
}
