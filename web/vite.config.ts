import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { chunkGroups } from './chunk-groups';
import { precompress } from './precompress-plugin';
import { prerender } from './prerender-plugin';

const sourceDirectory = fileURLToPath(new URL('./src', import.meta.url));
/**
 * React Router publishes its production build (no development warnings, whose checks run on every
 * link and route match) beside the default one but names it in no export condition: the build takes it
 * by path. Tests and the dev server keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
/** The year in Lagos (UTC+1 all year, no daylight saving) as the build runs: the prerendered copyright line's. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const buildYear = String(new Date(Date.now() + LAGOS_OFFSET_MS).getUTCFullYear());

/**
 * The server serves web/dist in production; in development Vite proxies /api to it.
 * The manifest lets the bench script add up the JavaScript each route loads.
 */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), prerender()],
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(buildYear) },
  resolve: {
    alias: [
      { find: '@', replacement: sourceDirectory },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
}));
