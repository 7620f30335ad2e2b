// Types for wait-scale.mjs, which the test configs (plain Node) and TypeScript tests both import.
export declare const WAIT_SCALE: number;
export declare function scaledWait(ms: number): number;
