/**
 * The health insurance calls of the api (spec §7): the plans for an age (`/insurance/v1/search`, its
 * result read from the first entry of the first list), the confirmation of a plan for a date of birth
 * (`/checkout/v2/confirm`, encrypted) and the store (`/order/v5/pruinsurance/store`, encrypted, with
 * an idempotency key), through the web's api client, which parses each answer with its shared
 * contract (lib/api-client.ts, contracts/web-calls.ts).
 */
import type {
  HealthConfirmation,
  HealthConfirmPayload,
  HealthPlanOffer,
  HealthSearchRequest,
  HealthSearchResponse,
  HealthStorePayload,
  HealthStoreResponse,
} from '@thwa/domain/contracts/health-insurance';
import type { Language } from '@thwa/domain/settings';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { call, dataOf, encryptFor, type ApiOutcome } from '../thank-you/order-api.server.ts';

export type PlacedOrder = HealthStoreResponse['data'];

/** The search's answer: the plan for the age asked, and every plan to compare. */
export interface HealthPlans {
  plan: HealthPlanOffer;
  plans: HealthPlanOffer[];
}

export interface HealthApi {
  search(age: number): Promise<ApiOutcome<HealthPlans>>;
  confirm(payload: Omit<HealthConfirmPayload, 'product' | 'language'>): Promise<ApiOutcome<HealthConfirmation>>;
  store(payload: HealthStorePayload, idempotencyKey: string, headers?: Record<string, string>): Promise<ApiOutcome<PlacedOrder>>;
}

/** Spec §7: the result is the first entry of the first list; the second list is every plan. */
export function plansOf(answer: unknown): HealthPlans | null {
  const lists = dataOf<HealthSearchResponse['data']>(answer);
  const plan = lists?.[0]?.[0];
  return lists && plan ? { plan, plans: lists[1] ?? [] } : null;
}

export function healthApi(transport: ApiTransport, language: Language): HealthApi {
  const api = createApiClient(transport, language);
  return {
    search: (age) => {
      const body: HealthSearchRequest = { age, language };
      return call(() => api.post<HealthSearchResponse>('/insurance/v1/search', body), plansOf);
    },
    confirm: ({ planId, dateOfBirth }) => {
      const payload: HealthConfirmPayload = { product: 'health', planId, dateOfBirth, language };
      return call(
        async () => api.post<{ code: 200; data: HealthConfirmation }>('/checkout/v2/confirm', { data: await encryptFor(api, payload) }),
        (answer) => dataOf<HealthConfirmation>(answer),
      );
    },
    store: (payload, idempotencyKey, headers = {}) =>
      call(
        async () => api.post<HealthStoreResponse>('/order/v5/pruinsurance/store', { data: await encryptFor(api, payload) }, { 'idempotency-key': idempotencyKey, ...headers }),
        (answer) => dataOf<PlacedOrder>(answer),
      ),
  };
}
