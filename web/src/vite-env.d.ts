/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** The Lagos year the build ran in (web/vite.config.ts): the prerendered pages' copyright year. */
  readonly VITE_BUILD_YEAR: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
