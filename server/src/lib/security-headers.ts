import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** What pages, assets and Swagger UI may load and do. */
const PAGE_POLICY: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and the sheet library set style attributes; scripts stay strictly 'self'.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Checkout pages of the payment provider are opened by navigation, never embedded.
  crossOriginEmbedderPolicy: false,
};

/** Headers of the probe's answer that are not helmet's. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Of helmet's headers, those that protect a JSON answer too (OWASP's REST Security Cheat Sheet). */
const API_HEADERS_FROM_PAGES = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
] as const;

/**
 * A JSON answer loads nothing and is never framed; if one is opened as a document, it may run nothing.
 * Stricter than the pages' policy, which must allow the app's own scripts, styles, images and fonts.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers helmet sets for `options`, computed once. @fastify/helmet rebuilds helmet's middleware on
 * every request (about a sixth of a cheap request's CPU, decision 017); our policy has no per-request part
 * (no nonces), so one probe request through the plugin at start gives every header it would set.
 */
async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !NOT_SECURITY_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Pages, assets and Swagger UI get all of helmet's headers for PAGE_POLICY, from one copy built at start.
 * Answers under `apiPrefix` (JSON, or a file sent as an attachment) get only those that protect such an
 * answer: helmet's document-only headers (cross-origin-opener-policy, origin-agent-cluster,
 * x-dns-prefetch-control, x-download-options, x-permitted-cross-domain-policies, x-xss-protection) do
 * nothing there, and each costs bytes on every call of a customer on a slow network (decision 017).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { apiPrefix }: { apiPrefix: string },
): Promise<void> {
  const pageHeaders = await computeSecurityHeaders(PAGE_POLICY);
  if (!pageHeaders['content-security-policy'])
    throw new Error('the security headers probe found no content-security-policy');
  const apiHeaders: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
  };
  for (const name of API_HEADERS_FROM_PAGES) {
    const value = pageHeaders[name];
    if (value === undefined) throw new Error(`the security headers probe found no ${name}`);
    apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPrefix) ? apiHeaders : pageHeaders);
    done();
  });
}
