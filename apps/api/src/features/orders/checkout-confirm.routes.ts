import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { EncryptedRequest, FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { AppError } from '../../plugins/errors.ts';
import type { KeyStore } from '../crypto/key-store.ts';

/**
 * One product's confirmation at the spec's one confirm path (spec §7). A product's payloads say which
 * product they are by `product`; the flight's, the spec's first, say none.
 */
export interface CheckoutConfirmer<Payload = unknown> {
  readonly product: string | undefined;
  readonly payload: ZodType<Payload>;
  confirm(payload: Payload): Promise<unknown>;
}

/** A confirmer with its payload's type kept, for the list the route takes. */
export function checkoutConfirmer<Payload>(confirmer: CheckoutConfirmer<Payload>): CheckoutConfirmer {
  return confirmer as CheckoutConfirmer;
}

export interface CheckoutConfirmRoutesOptions {
  keys: KeyStore;
  confirmers: readonly CheckoutConfirmer[];
  /** The 200 answer of every confirmer (contracts CheckoutConfirmResponse), as the web parses it. */
  response: ZodType;
}

const Product = z.looseObject({ product: z.string().max(20).optional() });

/**
 * `POST /checkout/v2/confirm` (spec §7, for every product that confirms there): opens the envelope
 * once, finds the product its payload names and lets that product confirm it. The route knows no
 * product; each one registers its confirmer in app.ts.
 */
export const checkoutConfirmRoutes: FastifyPluginAsyncZod<CheckoutConfirmRoutesOptions> = async (app, { keys, confirmers, response }) => {
  const byProduct = new Map(confirmers.map((confirmer) => [confirmer.product, confirmer]));
  if (byProduct.size !== confirmers.length) throw new Error('two checkout confirmers claim one product');

  app.post(
    '/checkout/v2/confirm',
    {
      schema: {
        tags: ['booking'],
        summary: "Confirm a checkout: the payload of the product it names by `product` (a flight's names none), hybrid-encrypted in `data`",
        body: EncryptedRequest,
        response: { 200: response, 400: FieldErrorsResponse.or(ErrorResponse), 409: ErrorResponse, 410: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const plain = await keys.decrypt(request.body.data, Product);
      const confirmer = byProduct.get(plain.product);
      if (!confirmer) throw new AppError('VALIDATION_FAILED', 'data.product');
      const payload = await keys.validate(plain, confirmer.payload);
      return { code: 200 as const, data: await confirmer.confirm(payload) };
    },
  );
};
