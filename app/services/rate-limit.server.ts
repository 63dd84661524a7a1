import { isIPv6 } from "node:net";
import type { Database } from "../../database/client";
import { hmac } from "./secret.server";
import { recordSecurityEvent } from "./analytics.server";
import { countRefusal } from "./metrics.server";
import { countRateLimitHit, currentRateLimitCount } from "~/models/rate-limits.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Counts a hit against `limit` per window (one atomic statement in the shared rate_limits
 * table, models/rate-limits.server.ts), so concurrent requests cannot all pass.
 * With `refusal`, a hit over the limit is recorded as a rate_limited security event, its
 * action the key's first part ("review:<client hash>" → review); the client part stays out.
 * With `refusal.once`, only the hit that crosses the limit is recorded: one row per key and window
 * however long a flood goes on, so refusing it does not grow the events table in its turn.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  refusal?: { route: string; once?: boolean },
): Promise<RateLimitResult> {
  const { count, resetAt } = await countRateLimitHit(db, key, windowMs);
  const allowed = count <= limit;
  if (!allowed && refusal) {
    const event = { kind: "rate_limited", action: key.split(":")[0]! } as const;
    // The count is atomic: exactly one concurrent hit sees limit + 1. The ones not recorded are still
    // counted for /metrics, where a flood's size is what an operator wants to see.
    if (!refusal.once || count === limit + 1) recordSecurityEvent(db, refusal.route, event);
    else countRefusal(event);
  }
  return { allowed, count, resetAt };
}

/**
 * Whether `key`'s current window has already used its `limit`, without counting a hit: a page can
 * say so before anyone presses its button. Deciding is still hitRateLimit's (count first).
 */
export async function rateLimitReached(db: Database, key: string, limit: number): Promise<boolean> {
  return (await currentRateLimitCount(db, key)) >= limit;
}

/**
 * The key part for one recipient's inbox: a keyed hash of the address, never the address (the
 * rate_limits table holds no email). Letter case, a "+tag" (most providers deliver
 * name+anything@ to name@) and Gmail's dots do not make another inbox, so they make no other key:
 * a per-recipient cap cannot be stepped round by writing the same inbox differently.
 */
export function recipientKey(secret: string, email: string): string {
  return hmac(secret, inboxOf(email)).slice(0, 32);
}

/** The one inbox an address reaches, as far as the address itself tells. */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/**
 * Client addresses are never stored: only a keyed hash of them. An IPv6 client is keyed by
 * its /64, the block one subscriber gets: hashing the full address would give anyone on
 * that network 2^64 buckets of their own.
 */
export function clientKey(secret: string, clientAddress: string): string {
  return hmac(secret, `client:${clientNetwork(clientAddress)}`).slice(0, 32);
}

/** The part of a client address that identifies one subscriber: an IPv4 address, or an IPv6 /64. */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 is handled above) stands for two groups.
  if (right.at(-1)?.includes(".") || (!address.includes("::") && left.at(-1)?.includes("."))) (address.includes("::") ? right : left).push("0");
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}
