import crypto from "node:crypto";
import type { OutboxMessage, StoredOutboxMessage } from "../../database/schema";

// An email's body can hold a reset or confirmation link, an owner's phone number, a message: while
// it waits in the outbox (or sits there failed) it is sealed with AES-256-GCM under a key derived
// from the site secret, so a database dump or backup does not hand out working links. Who it is
// for and its subject stay readable: the admin's Failed emails tab and the data export show them.

const VERSION = "v1";
let key: Buffer | undefined;

/** Called once by whatever queues or sends mail (the app, the outbox worker, the CLI tools). */
export function setOutboxSecret(secret: string): void {
  key = Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "outbox-bodies", 32));
}

function currentKey(): Buffer {
  if (!key) throw new Error("The outbox has no key: call setOutboxSecret(secret) before queueing or sending mail.");
  return key;
}

// The readable header is bound to the sealed body: a body cannot be moved under another address.
const headerOf = (message: Pick<OutboxMessage, "to" | "subject">) => Buffer.from(JSON.stringify([message.to, message.subject]));

export function sealMessage(message: OutboxMessage): StoredOutboxMessage {
  const { to, subject, ...body } = message;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", currentKey(), iv);
  cipher.setAAD(headerOf(message));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(body), "utf8"), cipher.final()]);
  return { to, subject, sealed: [VERSION, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".") };
}

export class UnreadableMailError extends Error {
  constructor() {
    super("the email was sealed under another AUTH_SECRET and cannot be read");
    this.name = "UnreadableMailError";
  }
}

/** The message as the mailer takes it. Rows queued before bodies were sealed are read as they are. */
export function openMessage(stored: StoredOutboxMessage | OutboxMessage): OutboxMessage {
  if (!("sealed" in stored) || typeof stored.sealed !== "string") return stored as OutboxMessage;
  const [version, iv, sealed, tag] = stored.sealed.split(".");
  if (version !== VERSION || !iv || !sealed || !tag) throw new UnreadableMailError();
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", currentKey(), Buffer.from(iv, "base64url"));
    decipher.setAAD(headerOf(stored));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const body = JSON.parse(Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8")) as Omit<OutboxMessage, "to" | "subject">;
    return { to: stored.to, subject: stored.subject, ...body };
  } catch {
    throw new UnreadableMailError();
  }
}
