import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError, ErrorCode } from '../errors.ts';
import type { Counted, RequestAllowances } from './request-allowances.ts';

/** The limit of every /api route that names none of its own: their requests are counted together. */
const API_WIDE = Object.freeze({});

/** Asked of a write while the counters cannot be reached (decision 057). */
export const COUNTERS_UNREACHABLE_MESSAGE =
  'The service cannot be reached right now. Please try again shortly.';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands `child`: the route's limit merged over the global one, and the route itself. */
interface ChildParams {
  routeInfo?: Pick<RouteOptions, 'method' | 'url' | 'config'>;
}

/**
 * @fastify/rate-limit's store on the shared counters: each route's store knows its counter (the /api-wide
 * one or the route's own) and whether the route only reads, which decides what a database outage does.
 */
function storeOn(allowances: RequestAllowances) {
  return class SharedStore implements FastifyRateLimitStore {
    private readonly counter: string = 'api';
    private readonly isRead: boolean = true;

    constructor(params: ChildParams = {}) {
      const route = params.routeInfo;
      if (!route) return;
      const methods = [route.method].flat();
      this.isRead = methods.every((method) => READ_METHODS.has(method));
      const limit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      if (limit !== API_WIDE) this.counter = `${methods.join(',')} ${route.url ?? ''}`;
    }

    incr(address: string, callback: StoreCallback, timeWindow: number, max: number) {
      const counted = allowances.count(this.counter, address, timeWindow, max);
      if (!(counted instanceof Promise)) return this.answer(counted, callback, timeWindow);
      counted.then(
        (answered) => this.answer(answered, callback, timeWindow),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A read is let through while the counters cannot be reached; a write is refused (decision 057). */
    private answer(counted: Counted, callback: StoreCallback, timeWindow: number) {
      if (!('isUnreachable' in counted)) callback(null, counted);
      else if (this.isRead) callback(null, { current: 0, ttl: timeWindow });
      else callback(new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, { message: COUNTERS_UNREACHABLE_MESSAGE }));
    }

    child(params: unknown): FastifyRateLimitStore {
      return new SharedStore(params as ChildParams);
    }
  };
}

/**
 * The per-address limit of every /api route (`max` a minute, or the route's own `config.rateLimit`),
 * counted in the database for all instances together (decision 057). Register it inside the /api scope:
 * pages and assets then run no hook of it.
 */
export async function registerSharedRateLimit(
  api: FastifyInstance,
  { allowances, max }: { allowances: RequestAllowances; max: number },
) {
  // Every route gets a limit of its own object, so the store hears of each (and whether it only reads).
  api.addHook('onRoute', (route) => {
    if (route.config?.rateLimit == null) route.config = { ...route.config, rateLimit: API_WIDE };
  });
  await api.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    store: storeOn(allowances) as unknown as RateLimitPluginOptions['store'],
    // The limit's headers go with the 429 only: no client reads them on other answers (decision 017).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // Thrown by the plugin: an AppError so the global handler answers 429 `{ msg }` (a plain object lost its msg).
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, {
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
  });
}
