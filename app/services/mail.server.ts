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

/**
 * Mail over SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file under DATA_DIR/mail and its links are logged, so a local install can still
 * finish sign-up or a password reset.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string }): Mailer {
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
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, "mail written to file (no SMTP_URL)");
    },
  };
}
