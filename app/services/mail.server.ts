import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "./logger.server";

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * An address object, never "Name <address>" text: Nodemailer quotes the name itself, so a
   * colon, comma or semicolon in a visitor's name cannot turn the header into a group or a list.
   */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the file mailer says of each message it writes: the log's line, or a test's spy. */
type MailLog = (fields: Record<string, unknown>, message: string) => void;

/**
 * Mail over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail. In development its links are logged too, so a local install can finish sign-up or
 * a password reset from the terminal; in production (#28 item 4) the log names only the file: a
 * reset or confirmation link in a log is a key anyone who reads the log could use, and the
 * recipient's address is personal data.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  /** True outside production (NODE_ENV). */
  logLinks?: boolean;
  log?: MailLog;
}): Mailer {
  if (options.smtpUrl) {
    // Well inside the outbox lease (outbox.server.ts): a hung server must fail the attempt, not outlive its claim.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const dir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const log = options.log ?? ((fields, text) => logger.info(fields, text));
      if (options.logLinks) {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        log({ to: message.to, subject: message.subject, file, links }, "mail written to file (no SMTP_URL)");
      } else {
        log({ file }, "mail written to file (no SMTP_URL): its links are in the file, not in this log");
      }
    },
  };
}
