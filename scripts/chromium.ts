/** Debian's Chromium (or CHROMIUM_PATH): the one browser the tests, screenshots and Lighthouse use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a sandboxed machine without internet: without the background-networking ones
 * Chromium keeps trying to reach Google's services and its connections are refused.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
