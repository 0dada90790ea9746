import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas: register on the root, before any route. */
export async function registerApiSpec(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PowerPay API',
        description: 'Prepaid electricity purchase, accounts, beneficiaries and energy audits.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** Swagger UI and the document at /api/docs, inside the rate-limited /api scope. */
export async function registerApiDocsPage(api: FastifyInstance) {
  await api.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
