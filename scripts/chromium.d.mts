// Types for chromium.mjs, which the Playwright config (plain Node) and the benchmarks import.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
