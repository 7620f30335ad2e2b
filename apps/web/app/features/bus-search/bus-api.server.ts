/**
 * The bus calls of the api (issue 21, contracts/bus.ts): search, seat map, hold, the held checkout
 * and the store, through the web's api client, which parses each answer with its shared contract
 * (lib/api-client.ts, contracts/web-calls.ts). The store's payload is hybrid-encrypted like the flight
 * and insurance stores'.
 */
import type {
  BusCheckout,
  BusCheckoutResponse,
  BusHoldRequest,
  BusSearchRequest,
  BusSearchResponse,
  BusSeatMap,
  BusSeatMapRequest,
  BusSeatMapResponse,
  BusStorePayload,
  BusStoreResponse,
} from '@thwa/domain/contracts/bus';
import type { Language } from '@thwa/domain/settings';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { call, dataOf, encryptFor, type ApiOutcome } from '../thank-you/order-api.server.ts';

export type PlacedBusOrder = BusStoreResponse['data'];
export type BusSearchResult = BusSearchResponse['data'];

export interface BusApi {
  search(request: BusSearchRequest): Promise<ApiOutcome<BusSearchResult>>;
  seatMap(request: BusSeatMapRequest): Promise<ApiOutcome<BusSeatMap>>;
  hold(request: BusHoldRequest, headers?: Record<string, string>): Promise<ApiOutcome<BusCheckout>>;
  checkout(checkoutId: string): Promise<ApiOutcome<BusCheckout>>;
  store(payload: BusStorePayload, idempotencyKey: string, headers?: Record<string, string>): Promise<ApiOutcome<PlacedBusOrder>>;
}

export function busApi(transport: ApiTransport, language: Language): BusApi {
  const api = createApiClient(transport, language);
  return {
    search: (request) => call(() => api.post<BusSearchResponse>('/bus/v1/search', request), (answer) => dataOf<BusSearchResult>(answer)),
    seatMap: (request) => call(() => api.post<BusSeatMapResponse>('/bus/v1/seatmap', request), (answer) => dataOf<BusSeatMap>(answer)),
    hold: (request, headers = {}) => call(() => api.post<BusCheckoutResponse>('/bus/v1/hold', request, headers), (answer) => dataOf<BusCheckout>(answer)),
    checkout: (checkoutId) => call(() => api.post<BusCheckoutResponse>('/bus/v1/checkout', { checkoutId, language }), (answer) => dataOf<BusCheckout>(answer)),
    store: (payload, idempotencyKey, headers = {}) =>
      call(
        async () => api.post<BusStoreResponse>('/order/v1/bus/store', { data: await encryptFor(api, payload) }, { 'idempotency-key': idempotencyKey, ...headers }),
        (answer) => dataOf<PlacedBusOrder>(answer),
      ),
  };
}
