import { BrowserRouter } from 'react-router';

import { AppProvider } from './provider';
import { Root } from './root';

/** The whole app: providers around the router. */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </AppProvider>
  );
}
