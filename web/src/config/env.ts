/** Versioned API base; VITE_API_BASE_URL overrides it when the API lives on another origin. */
const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api/v1';

/** Typed, validated-at-boot client configuration. */
export const env = {
  apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
} as const;
