import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      APP_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      TRUST_PROXY: 0,
      NODE_ENV: "production",
      PAGE_CACHE_SECONDS: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("derives APP_URL from PORT and drops a trailing slash from a given one", () => {
    expect(loadEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(loadEnv({ APP_URL: "https://example.co.uk/" }).APP_URL).toBe("https://example.co.uk");
  });

  it("takes a page cache lifetime in seconds, 0 turning it off", () => {
    expect(loadEnv({ PAGE_CACHE_SECONDS: "0" }).PAGE_CACHE_SECONDS).toBe(0);
    expect(loadEnv({ PAGE_CACHE_SECONDS: "2.5" }).PAGE_CACHE_SECONDS).toBe(2.5);
    expect(() => loadEnv({ PAGE_CACHE_SECONDS: "-1" })).toThrowError(/PAGE_CACHE_SECONDS/);
    expect(() => loadEnv({ PAGE_CACHE_SECONDS: "soon" })).toThrowError(/PAGE_CACHE_SECONDS/);
  });

  it("shows SPEC's marketing claims only when SHOW_MARKETING_CLAIMS is true", () => {
    expect(loadEnv({}).SHOW_MARKETING_CLAIMS).toBe(false);
    expect(loadEnv({ SHOW_MARKETING_CLAIMS: "false" }).SHOW_MARKETING_CLAIMS).toBe(false);
    expect(loadEnv({ SHOW_MARKETING_CLAIMS: "true" }).SHOW_MARKETING_CLAIMS).toBe(true);
    expect(() => loadEnv({ SHOW_MARKETING_CLAIMS: "yes" })).toThrowError(/SHOW_MARKETING_CLAIMS: must be true or false/);
  });

  it("treats empty variables as unset", () => {
    expect(loadEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it("names every bad variable in one clear message", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "yes" })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "yes", AUTH_SECRET: "short" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("Invalid environment configuration");
      expect(message).toContain("PORT:");
      expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
      expect(message).toContain("SEED_DEMO: must be true or false");
      expect(message).toContain("AUTH_SECRET: must be at least 32 characters");
    }
  });

  it("takes a first admin as an ADMIN_EMAIL and ADMIN_PASSWORD pair, or neither", () => {
    const none = loadEnv({});
    expect([none.ADMIN_EMAIL, none.ADMIN_PASSWORD]).toEqual([undefined, undefined]);
    expect(loadEnv({ ADMIN_EMAIL: " Chief@Example.com ", ADMIN_PASSWORD: "A-strong#Passw0rd" })).toMatchObject({
      ADMIN_EMAIL: "chief@example.com",
      ADMIN_PASSWORD: "A-strong#Passw0rd",
    });
    expect(() => loadEnv({ ADMIN_EMAIL: "chief@example.com" })).toThrowError(
      /ADMIN_PASSWORD: must be set when ADMIN_EMAIL is/,
    );
    expect(() => loadEnv({ ADMIN_PASSWORD: "A-strong#Passw0rd" })).toThrowError(
      /ADMIN_EMAIL: must be set when ADMIN_PASSWORD is/,
    );
  });

  it("holds the admin pair to the sign-up rules, without ever repeating the password", () => {
    try {
      loadEnv({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "weakpassword" });
      expect.unreachable("a bad admin pair must stop start-up");
    } catch (error) {
      const message = (error as Error).message;
      expect(error).toBeInstanceOf(EnvError);
      expect(message).toContain("ADMIN_EMAIL: Please enter a valid email address");
      expect(message).toContain("ADMIN_PASSWORD: Password must contain at least one uppercase letter");
      expect(message).not.toContain("weakpassword");
    }
  });
});
