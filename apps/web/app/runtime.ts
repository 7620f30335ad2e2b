import { createContext } from 'react-router';

/** Answers an api request. In one process it is Fastify's in-memory `inject`; as a separate role, `fetch`. */
export type ApiTransport = (request: Request) => Promise<Response>;

export interface PublicConfig {
  brandName: string;
  supportPhone: string;
  supportEmail: string;
  gtmId?: string;
  showAppDownloadLink: boolean;
  /** The local demo or a staging site: payments are simulated, and every page says so. */
  demo: boolean;
}

/** What the host gives every server render: how to reach the api, the CSP nonce, the public configuration. */
export interface WebRuntime {
  api: ApiTransport;
  nonce: string;
  config: PublicConfig;
}

export const webRuntime = createContext<WebRuntime>();
