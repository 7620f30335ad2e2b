// Types for server-command.mjs, which the start and bench scripts (plain Node) and TypeScript tests both import.
export declare const SERVER_BUNDLE: string;
export declare const DEFAULT_SERVER_HEAP_MB: number;
export declare const MIN_SERVER_HEAP_MB: number;
export declare function serverNodeArgs(env?: Record<string, string | undefined>): string[];
