import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { devRoutes } from './dev/dev.routes.ts';

/** Every feature's routes, mounted under /api/v1. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, devRoutes];
