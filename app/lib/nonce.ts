import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, given by the document entry (app/entry.server.tsx) through React
 * context rather than loader data: hydration data is part of the page, and a page the cache
 * shares (server/page-cache.ts) must hold nothing of one visitor's. Empty in the browser, where
 * scripts added after the first load come from files, not inline.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
