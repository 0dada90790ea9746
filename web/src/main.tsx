import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';

// zod compiles object schemas with `new Function` unless jitless, and the CSP forbids eval. This is
// `z.config({ jitless: true })` written straight into zod's global config object, so zod stays out of
// the entry chunk; the e2e CSP check catches a zod version that stops reading it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
