import {
  customerDataBodySchema,
  customerDataItemSchema,
  customerDataParamsSchema,
  customerDataResponseSchema,
} from '@wedding/contract/customer-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { forbidden } from '../../shared/errors.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** The spec names the owner in the request; it must be the caller, or anyone could read anyone's items. */
function assertOwner(requestedUuid: string, callerUuid: string | undefined): void {
  if (requestedUuid !== callerUuid) throw forbidden();
}

/** Prefix /web/v3/customer (spec §7 customer data). */
export const customerDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Store a key/value item of the signed-in customer',
        description: 'uuid는 로그인한 고객 본인이어야 합니다(아니면 403). 같은 key는 덮어씁니다.',
        tags: ['customer-data'],
        body: customerDataBodySchema,
        response: { 200: z.object({ item: customerDataItemSchema }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { uuid, key, value, expTsp } = request.body;
      assertOwner(uuid, request.customer?.uuid);
      return { item: await app.services.customerData.put(uuid, { key, value, expTsp }) };
    },
  );

  app.get(
    '/data/:uuid/:key',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Read a key/value item of the signed-in customer',
        description: '없거나 만료된 항목은 { item: null }입니다.',
        tags: ['customer-data'],
        params: customerDataParamsSchema,
        response: { 200: customerDataResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { uuid, key } = request.params;
      assertOwner(uuid, request.customer?.uuid);
      return { item: await app.services.customerData.get(uuid, key) };
    },
  );
};
