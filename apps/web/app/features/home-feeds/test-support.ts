import type { ApiClient } from '../../lib/api-client.ts';

/** An api client whose every POST answers `answer`, recording the calls: for the feeds' loaders. */
export function fakeFeedApi(answer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    post: async (path: string, body: unknown) => {
      calls.push({ path, body });
      return answer;
    },
  } as unknown as ApiClient;
  return { api, calls };
}
