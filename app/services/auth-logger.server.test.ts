import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { authLogger, redactSecrets } from "./auth-logger.server";
import { createAuth } from "./auth.server";
import { createTestDatabase } from "../../tests/test-database";

function capture(level = "debug") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, target: pino({ level }, stream) };
}

describe("better-auth's log, through ours", () => {
  it("never prints an email address or a token, in the message or in what is logged with it", () => {
    const { lines, target } = capture();
    const log = authLogger(target).log;
    log("error", "User already exists: jo.bloggs+cars@example.co.uk", { user: { email: "jo.bloggs+cars@example.co.uk", id: 7 } });
    log("warn", "Invalid token", new Error("no verification for token Xy7pQ2abcdEFGH34ijklMN56 (owner@example.com)"));
    log("info", "Reset requested", ["second@example.org"], "plain words");
    const written = lines.join("");
    expect(written).not.toMatch(/@/);
    expect(written).not.toContain("Xy7pQ2abcdEFGH34ijklMN56");
    expect(written).toContain("User already exists: [email]");
    expect(written).toContain('"id\\":7');
    expect(written).toContain("plain words");
    const levels = lines.map((line) => (JSON.parse(line) as { level: number; source: string }).level);
    // Its errors are requests it refused, not the site failing: warnings at most (40).
    expect(levels).toEqual([40, 40, 30]);
    expect(lines.every((line) => (JSON.parse(line) as { source: string }).source === "better-auth")).toBe(true);
  });

  it("follows our level: what it filters out is not even serialised", () => {
    const { lines, target } = capture("warn");
    const log = authLogger(target).log;
    let read = false;
    log("debug", "noise", { get secret() { read = true; return "x"; } });
    log("info", "more noise");
    expect(lines).toEqual([]);
    expect(read).toBe(false);
  });

  it("leaves words that are not addresses or tokens alone", () => {
    expect(redactSecrets("Jaguar E-type restoration, 1965, ref ab12")).toBe("Jaguar E-type restoration, 1965, ref ab12");
  });

  it("is the logger the site's better-auth instance uses", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      const auth = createAuth({ db: handle.db, secret: "test-secret-test-secret-test-secret-000", appUrl: "http://localhost:3000" });
      const configured = auth.options.logger as { log?: unknown; level?: unknown } | undefined;
      expect(configured?.level).toBe("debug");
      expect(configured?.log).toBeTypeOf("function");
      expect(String(configured?.log)).toContain("redactSecrets");
    } finally {
      await handle.close();
    }
  });
});
