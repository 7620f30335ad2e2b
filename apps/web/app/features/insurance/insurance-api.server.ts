/**
 * The travel insurance calls of the api (spec §7): the quote and the store, through the web's api
 * client, which parses each answer with its shared contract (lib/api-client.ts, contracts/web-calls.ts).
 */
import type { InsuranceQuote, InsuranceQuoteRequest, InsuranceQuoteResponse, InsuranceStorePayload, InsuranceStoreResponse } from '@thwa/domain/contracts/insurance';
import type { Language } from '@thwa/domain/settings';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { call, dataOf, encryptFor, type ApiOutcome } from '../thank-you/order-api.server.ts';

export type PlacedOrder = InsuranceStoreResponse['data'];

export interface InsuranceApi {
  quote(request: InsuranceQuoteRequest): Promise<ApiOutcome<InsuranceQuote>>;
  store(payload: InsuranceStorePayload, idempotencyKey: string, headers?: Record<string, string>): Promise<ApiOutcome<PlacedOrder>>;
}

export function insuranceApi(transport: ApiTransport, language: Language): InsuranceApi {
  const api = createApiClient(transport, language);
  return {
    quote: (request) => call(() => api.post<InsuranceQuoteResponse>('/insurance/travel/quote', request), (answer) => dataOf<InsuranceQuote>(answer)),
    store: (payload, idempotencyKey, headers = {}) =>
      call(
        async () => api.post<InsuranceStoreResponse>('/order/v4/insurance/store', { data: await encryptFor(api, payload) }, { 'idempotency-key': idempotencyKey, ...headers }),
        (answer) => dataOf<PlacedOrder>(answer),
      ),
  };
}
