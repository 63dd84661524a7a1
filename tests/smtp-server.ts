import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  /** The Reply-To header's addresses as parsed (a group shows as one without an address). */
  replyToAddresses: { name: string; address: string | undefined }[];
  subject: string;
  text: string;
}

/** Mail to this domain is refused for good (550), as a mailbox that does not exist would be. */
export const BOUNCE_DOMAIN = "bounce.example";

/** A real SMTP server on a free loopback port that keeps what it receives, for tests. */
export async function startSmtpServer(listenPort = 0) {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${BOUNCE_DOMAIN}`)) {
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          replyTo: parsed.replyTo?.map((a) => ("address" in a ? a.address : "")).join(", "),
          replyToAddresses: (parsed.replyTo ?? []).map((a) => ({ name: a.name, address: "address" in a ? a.address : undefined })),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** Resolves with the first message matching, waiting up to `timeoutMs`. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
