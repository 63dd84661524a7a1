import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The server secret (signing form timestamps, hashing client addresses, better-auth).
 * AUTH_SECRET wins; otherwise one is generated on first start and kept in DATA_DIR
 * with mode 0600, so restarts keep sessions and signed forms valid.
 */
export function resolveSecret(authSecret: string | undefined, dataDir: string): string {
  if (authSecret) return authSecret;
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    // wx: if another process won the race, use its secret instead of overwriting it.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}

export function hmac(secret: string, value: string): string {
  return crypto.createHmac("sha256", secret).update(value).digest("base64url");
}

/** Compares in constant time, so a forged signature learns nothing from timing. */
const derivedKeys = new Map<string, string>();
/**
 * A key of its own for one kind of signed address (`label`), derived from the site secret and kept:
 * a signature of one kind never passes for another's.
 */
export function derivedKey(secret: string, label: string): string {
  const id = `${label}\n${secret}`;
  let key = derivedKeys.get(id);
  if (!key) derivedKeys.set(id, (key = hmac(secret, label)));
  return key;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
