import type { Language } from '@thwa/domain/settings';

export interface ApiResult<T> {
  status: number;
  body: T;
}

/** An answer that is not what the shared contract says: a drift between api and web, never shown as data. */
export class ApiContractError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly problems: string,
  ) {
    super(`${call} answered ${status} outside its contract: ${problems}`);
    this.name = 'ApiContractError';
  }
}

// The contracts (zod) load on the first call: on the server that is at once; in the browser it keeps
// zod out of the first view's JavaScript until a page actually calls the api from the browser. The
// import is asked once: each import() of a loaded module still resolves its name again, which on the
// server (under tsx's loader hooks) was a round trip to the hooks' thread on every api call.
const loadContracts = () => import('@thwa/domain/contracts/web-calls');
let loadedContracts: ReturnType<typeof loadContracts> | undefined;
const contracts = () => (loadedContracts ??= loadContracts());

/**
 * The one way the web talks to the api, on the server and in the browser: the same paths, the same
 * JSON, only the transport differs (in-process on the server, fetch in the browser). Every answer is
 * parsed with the shared contract of its call (`WEB_CALLS`): a success with the call's own, a failure
 * with the error body's, so code past this point reads answers that are what their types say.
 */
export function createApiClient(transport: (request: Request) => Promise<Response>, language: Language) {
  async function send<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const { successContractOf, FailedAnswer } = await contracts();
    const call = `${method} ${path.split('?')[0]}`;
    const success = successContractOf(method, path);
    if (!success) throw new ApiContractError(call, 0, 'the web has no contract for this call (packages/domain/src/contracts/web-calls.ts)');
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
    const json: unknown = await response.json();
    const parsed = (response.ok ? success : FailedAnswer).safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
      const drift = new ApiContractError(call, response.status, problems);
      // Callers turn a thrown call into 'try again'; the log is where a drift shows itself.
      console.error(drift.message);
      throw drift;
    }
    return { status: response.status, body: parsed.data as T };
  }

  return {
    /** `headers` carries the session's headers of a signed-in call (the console's `console-session`). */
    get: <T>(path: string, signal?: AbortSignal, headers?: Record<string, string>) => send<T>('GET', path, undefined, signal, headers),
    /** `headers` carries call-specific headers such as `idempotency-key`. */
    post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) => send<T>('POST', path, body, undefined, headers),
    delete: <T>(path: string, headers?: Record<string, string>) => send<T>('DELETE', path, undefined, undefined, headers),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
