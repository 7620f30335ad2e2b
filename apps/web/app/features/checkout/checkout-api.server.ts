/**
 * Typed calls of the booking api (spec §7 flights: verify, confirm, order store, offline store),
 * over the one api client. Each answers a tagged outcome instead of throwing, so loaders and actions
 * turn every answer into a state the page shows.
 */
import type {
  CheckoutSummary,
  ConfirmPayload,
  FieldErrorsResponse,
  FlightStorePayload,
  FlightStoreResponse,
  OfflineStoreRequest,
  OfflineStoreResponse,
  VerifyFlightRequest,
  VerifyFlightResponse,
} from '@thwa/domain/contracts/booking';
import type { GetUserResponse } from '@thwa/domain/contracts/accounts';
import type { InsuranceQuoteRequest, InsuranceQuoteResponse } from '@thwa/domain/contracts/insurance';
import type { ErrorResponse } from '@thwa/domain/contracts/common';
import type { PublicKeyResponse } from '@thwa/domain/contracts/crypto';
import type { CountryCodesResponse } from '@thwa/domain/contracts/settings';
import type { ServerPublicKey } from '@thwa/domain/crypto/hybrid';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { encryptPayload } from '../../lib/encrypt.ts';
import type { CountryOption, Township } from './checkout-data.ts';

/** An answer that is not the success: the catalogue's errorCode and message, or field errors of a 400. */
export interface ApiFailure {
  ok: false;
  status: number;
  errorCode: string;
  message: string | null;
  fieldErrors: Record<string, string> | null;
}
export type ApiOutcome<T> = { ok: true; value: T } | ApiFailure;

function failure(status: number, body: unknown): ApiFailure {
  const error = typeof body === 'object' && body !== null ? (body as Partial<ErrorResponse> & Partial<Pick<FieldErrorsResponse, 'fieldErrors'>>) : {};
  return {
    ok: false,
    status,
    errorCode: typeof error.errorCode === 'string' ? error.errorCode : 'UNEXPECTED',
    message: typeof error.message === 'string' ? error.message : null,
    fieldErrors: error.fieldErrors && typeof error.fieldErrors === 'object' ? error.fieldErrors : null,
  };
}

/** No answer, or one that is not JSON: the unexpected error of spec §8 ("try again"). */
const UNREACHABLE: ApiFailure = { ok: false, status: 502, errorCode: 'UNEXPECTED', message: null, fieldErrors: null };

async function call<T>(send: () => Promise<{ status: number; body: unknown }>, accept: (body: unknown) => T | null): Promise<ApiOutcome<T>> {
  try {
    const { status, body } = await send();
    if (status === 200) {
      const value = accept(body);
      if (value !== null) return { ok: true, value };
    }
    return failure(status >= 400 ? status : 502, body);
  } catch {
    return UNREACHABLE;
  }
}

function codeIs200(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200;
}

/** Spec §7: version 3 verifies our own inventory (every offer from S1), version 1 any other source. */
export function verifyPath(offerIds: readonly string[]): string {
  return offerIds.every((id) => id.startsWith('S1-')) ? '/flight/v3/verifyFlight' : '/api/v1/verifyFlight';
}

export function checkoutApi(api: ApiClient, language: Language) {
  const keySource = {
    async publicKey(): Promise<ServerPublicKey> {
      const { status, body } = await api.get<PublicKeyResponse>('/crypto/public-key');
      if (status !== 200 || body.code !== 200) throw new Error('the public key is not available');
      return { kid: body.kid, jwk: body.jwk };
    },
  };
  const sealed = async (payload: unknown) => ({ data: await encryptPayload(keySource, payload) });

  return {
    verify(selection: { cacheKey: string; outward: string; return?: string }) {
      const body: VerifyFlightRequest = { ...selection, language };
      const ids = [selection.outward, ...(selection.return === undefined ? [] : [selection.return])];
      return call(
        () => api.post<VerifyFlightResponse>(verifyPath(ids), body),
        (answer) => (codeIs200(answer) ? (answer as VerifyFlightResponse) : null),
      );
    },

    checkout(checkoutId: string) {
      const query = new URLSearchParams({ checkoutId, language });
      return call(
        () => api.get<{ code: number; data: CheckoutSummary }>(`/flight/checkout?${query.toString()}`),
        (answer) => (codeIs200(answer) ? (answer as { data: CheckoutSummary }).data : null),
      );
    },

    confirm(payload: ConfirmPayload) {
      return call(
        async () => api.post<{ code: number; data: CheckoutSummary }>('/checkout/v2/confirm', await sealed(payload)),
        (answer) => (codeIs200(answer) ? (answer as { data: CheckoutSummary }).data : null),
      );
    },

    /** `account` is a signed-in caller's access-token header: the order becomes theirs (My trips). */
    store(payload: FlightStorePayload, idempotencyKey: string, account: Record<string, string> = {}) {
      return call(
        async () => api.post<FlightStoreResponse>('/order/v6/flight/store', await sealed(payload), { 'idempotency-key': idempotencyKey, ...account }),
        (answer) => (codeIs200(answer) ? (answer as FlightStoreResponse).data : null),
      );
    },

    /** Travel insurance's quote for the trip's travellers (issue 18), offered beside the flight; null when refused or unreachable. */
    coverQuote(request: InsuranceQuoteRequest) {
      return call(
        () => api.post<InsuranceQuoteResponse>('/insurance/travel/quote', request),
        (answer) => (codeIs200(answer) ? (answer as InsuranceQuoteResponse).data : null),
      );
    },

    storeOffline(request: Omit<OfflineStoreRequest, 'language'>, idempotencyKey: string, account: Record<string, string> = {}) {
      const body: OfflineStoreRequest = { ...request, language };
      return call(
        () => api.post<OfflineStoreResponse>('/order/offline/store', body, { 'idempotency-key': idempotencyKey, ...account }),
        (answer) => (codeIs200(answer) ? (answer as OfflineStoreResponse).data : null),
      );
    },

    /**
     * A signed-in caller's profile (spec §7 getUser) for pre-filling the contact; null when it cannot be
     * read, as the form then simply starts empty (the session itself is checked by the page's middleware).
     */
    async memberProfile(account: { realm: 'user' | 'agent'; headers: Record<string, string> }): Promise<GetUserResponse['info'] | null> {
      const outcome = await call(
        () => api.post<GetUserResponse>(`/v4/${account.realm}/getUser`, {}, { ...account.headers, type: account.realm }),
        (answer) => (codeIs200(answer) ? (answer as GetUserResponse).info : null),
      );
      return outcome.ok ? outcome.value : null;
    },

    /** The country list with calling codes (spec §7 POST /setting/countrycodes); empty when unavailable. */
    async countries(): Promise<CountryOption[]> {
      const outcome = await call(
        () => api.post<CountryCodesResponse>('/setting/countrycodes', { language }),
        (answer) => (codeIs200(answer) ? (answer as CountryCodesResponse).country : null),
      );
      return outcome.ok ? outcome.value : [];
    },

    /** The NRC township prefixes of a division; empty when unavailable (the field then says so). */
    async townships(division: number): Promise<Township[]> {
      const query = new URLSearchParams({ division: String(division), language });
      const outcome = await call(
        () => api.get<{ code: number; data: Township[] }>(`/nrc/townships?${query.toString()}`),
        (answer) => (codeIs200(answer) ? (answer as { data: Township[] }).data : null),
      );
      return outcome.ok ? outcome.value : [];
    },
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
