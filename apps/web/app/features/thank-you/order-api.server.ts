import type { ErrorResponse } from '@thwa/domain/contracts/common';
import type { OrderDetail, OrderDetailResponse } from '@thwa/domain/contracts/booking';
import type { PublicKeyResponse } from '@thwa/domain/contracts/crypto';
import type { ServerPublicKey } from '@thwa/domain/crypto/hybrid';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { encryptPayload } from '../../lib/encrypt.ts';

/** Spec order ids look like TW2611220001; anything else in a URL is not worth asking the api about. */
export const ORDER_ID = /^TW\d{10}$/;

export function orderIdFrom(url: URL): string | null {
  const orderId = (url.searchParams.get('orderId') ?? '').trim();
  return ORDER_ID.test(orderId) ? orderId : null;
}

/** An api answer that failed: its status, stable code and message in the visitor's language. */
export interface ApiFailure {
  ok: false;
  status: number;
  errorCode: string | null;
  message: string | null;
  field: string | null;
  /** A 400 VALIDATION_FAILED's stable code per field ('data.promoCode' → 'expired'), when it sent them. */
  fieldErrors?: Record<string, string> | null;
}

export type ApiOutcome<T> = { ok: true; data: T } | ApiFailure;

export function failureOf(status: number, body: unknown): ApiFailure {
  const error = typeof body === 'object' && body !== null ? (body as Partial<ErrorResponse> & { fieldErrors?: unknown }) : {};
  return {
    ok: false,
    status: status >= 400 ? status : 502,
    errorCode: typeof error.errorCode === 'string' ? error.errorCode : null,
    message: typeof error.message === 'string' ? error.message : null,
    field: typeof error.field === 'string' ? error.field : null,
    fieldErrors: error.fieldErrors && typeof error.fieldErrors === 'object' ? (error.fieldErrors as Record<string, string>) : null,
  };
}

/** A call that throws (no answer, not JSON) reads as a 502 with no message: the page offers a retry. */
export async function call<T>(send: () => Promise<{ status: number; body: unknown }>, accept: (body: unknown) => T | null): Promise<ApiOutcome<T>> {
  try {
    const { status, body } = await send();
    // Spec §4: success needs code 200.
    const accepted = status === 200 ? accept(body) : null;
    return accepted === null ? failureOf(status, body) : { ok: true, data: accepted };
  } catch {
    return { ok: false, status: 502, errorCode: null, message: null, field: null };
  }
}

function isCode200(body: unknown): body is { code: 200 } {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200;
}

export function dataOf<T>(body: unknown): T | null {
  return isCode200(body) && 'data' in body ? (body as { data: T }).data : null;
}

/** POST /order/detail: the order the guest placed, proved by the key of its cookie. */
export function fetchOrderDetail(api: ApiClient, orderId: string, orderKey: string, language: Language): Promise<ApiOutcome<OrderDetail>> {
  return call(() => api.post<OrderDetailResponse>('/order/detail', { orderId, orderKey, language }), (body) => dataOf<OrderDetail>(body));
}

/** Seals a payload for the calls the spec marks as encrypted. */
export function encryptFor(api: ApiClient, payload: unknown): Promise<string> {
  return encryptPayload(
    {
      async publicKey(): Promise<ServerPublicKey> {
        const { status, body } = await api.get<PublicKeyResponse>('/crypto/public-key');
        if (status !== 200 || body.code !== 200) throw new Error(`public key: ${status}`);
        return { kid: body.kid, jwk: body.jwk };
      },
    },
    payload,
  );
}
