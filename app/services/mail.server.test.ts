import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mail.server";

const RESET = "https://restoration.example/reset-password?token=secret-reset-token";
const message = { to: "owner@example.com", subject: "Reset your password", text: `Choose a new password here:\n\n${RESET}\n` };

describe("the file mailer without SMTP_URL (#28 item 4)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-mail-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("in production, writes the links to the .eml file and names only the file in the log", async () => {
    const lines: { fields: Record<string, unknown>; text: string }[] = [];
    await createMailer({ from: "site@example.com", dataDir, logLinks: false, log: (fields, text) => lines.push({ fields, text }) }).send(message);
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines[0]);
    expect(logged).not.toContain("secret-reset-token");
    expect(logged).not.toContain("owner@example.com");
    const file = lines[0]!.fields.file as string;
    expect(file.startsWith(path.join(dataDir, "mail"))).toBe(true);
    expect(lines[0]!.text).toContain("its links are in the file");
    expect(fs.readFileSync(file, "utf8")).toContain("secret-reset-token");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("in development, logs the links too, so a local install can finish a sign-up from the terminal", async () => {
    const lines: Record<string, unknown>[] = [];
    await createMailer({ from: "site@example.com", dataDir, logLinks: true, log: (fields) => lines.push(fields) }).send(message);
    expect(lines[0]).toMatchObject({ links: [RESET], subject: "Reset your password" });
  });
});
