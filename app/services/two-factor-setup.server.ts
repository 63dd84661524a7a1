import QRCode from "qrcode";
import { z } from "zod";
import { hmac, safeEqual } from "./secret.server";

/** What Settings shows while two-factor is being set up: the QR code, its secret's URI and the recovery codes. */
export interface TotpSetup {
  qrSvg: string;
  secretUri: string;
  backupCodes: string[];
  /** The set-up, signed for this account: the verify form sends it back (see readTotpSetup). */
  token: string;
}

const Payload = z.object({ userId: z.string(), secretUri: z.string().startsWith("otpauth://totp/").max(500), backupCodes: z.array(z.string().max(40)).max(20) });

/** The set-up as the page shows it, for `userId`'s account. */
export async function totpSetup(secret: string, userId: string, setup: { secretUri: string; backupCodes: string[] }): Promise<TotpSetup> {
  const payload = Buffer.from(JSON.stringify({ userId, ...setup })).toString("base64url");
  const token = `${payload}.${hmac(secret, `totp-setup:${payload}`)}`;
  const qrSvg = await QRCode.toString(setup.secretUri, { type: "svg", margin: 1, width: 200 });
  return { qrSvg, secretUri: setup.secretUri, backupCodes: setup.backupCodes, token };
}

/**
 * The set-up a verify form sent back, when a wrong code must show it again. Without JavaScript the
 * page rendered after that post knows only the verify form's answer, and better-auth will not hand
 * the secret out again without the password: so the verify form carries the set-up it was shown,
 * signed with the site secret for this account (nobody can make the page draw a QR code of their
 * choosing), and nothing is stored. Null when missing, forged or another account's.
 */
export async function readTotpSetup(secret: string, userId: string, token: unknown): Promise<TotpSetup | null> {
  if (typeof token !== "string" || token.length > 4_000) return null;
  const [payload = "", signature = ""] = token.split(".");
  if (!safeEqual(signature, hmac(secret, `totp-setup:${payload}`))) return null;
  const parsed = Payload.safeParse((() => {
    try {
      return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    } catch {
      return null;
    }
  })());
  if (!parsed.success || parsed.data.userId !== userId) return null;
  return totpSetup(secret, userId, parsed.data);
}
