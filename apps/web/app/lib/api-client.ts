import type { Language } from '@thwa/domain/settings';

export interface ApiResult<T> {
  status: number;
  body: T;
}

/**
 * The one way the web talks to the api, on the server and in the browser: the same paths, the same
 * JSON, only the transport differs (in-process on the server, fetch in the browser).
 */
export function createApiClient(transport: (request: Request) => Promise<Response>, language: Language) {
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const request = new Request(new URL(`/api${path}`, 'http://thwa.internal'), {
      method,
      headers: {
        accept: 'application/json',
        'x-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
    const response = await transport(request);
    return { status: response.status, body: (await response.json()) as T };
  }

  return {
    get: <T>(path: string, signal?: AbortSignal) => send<T>('GET', path, undefined, signal),
    /** `headers` carries call-specific headers such as `idempotency-key`. */
    post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) => send<T>('POST', path, body, undefined, headers),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
