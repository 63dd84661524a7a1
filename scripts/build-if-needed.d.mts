// Types for build-if-needed.mjs, which stays plain JavaScript so `npm start` needs no TypeScript runner.
export declare const ROOT: string;
export declare const BUILT_ENTRIES: readonly string[];
export declare function buildInputs(root?: string): string[] | null;
export declare function sourceStamp(root: string, files: readonly string[]): string;
export declare function buildIsCurrent(root?: string): boolean;
export declare function buildIfNeeded(root?: string): void;
export declare function build(root?: string): void;
