import { z } from "zod";
import { emailSchema, passwordSchema } from "~/lib/account-schemas";

// An empty variable means "not set", so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["production", "development", "test"])).transform((v) => v ?? "production"),
  PORT: optional(z.coerce.number().int().min(1).max(65_535)).transform((v) => v ?? 3000),
  HOST: optional(z.string()).transform((v) => v ?? "0.0.0.0"),
  APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
  ),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()).transform(
    (v) => v ?? "The Restoration Register <no-reply@restorationregister.co.uk>",
  ),
  // The outbox (app/services/outbox.server.ts): how long a process owns a message it is sending,
  // and the first retry's delay (doubling after each failure).
  MAIL_LEASE_SECONDS: optional(z.coerce.number().int().min(1).max(3_600)).transform((v) => v ?? 120),
  MAIL_RETRY_SECONDS: optional(z.coerce.number().min(0.1).max(3_600)).transform((v) => v ?? 30),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  SEED_DEMO: optional(z.enum(["true", "false"], { error: "must be true or false" })),
  TRUST_PROXY: optional(z.coerce.number().int().min(0).max(10)).transform((v) => v ?? 0),
  // docs/spec.md's marketing claims (500+ specialists, 50,000+ cars, 98%) on the home page instead of the
  // directory's own figures: for an operator who knows them to be true (issue #14, README).
  SHOW_MARKETING_CLAIMS: optional(z.enum(["true", "false"], { error: "must be true or false" })).transform((v) => v === "true"),
  // How long anonymous visitors share a rendered public page (server/page-cache.ts); 0 turns the cache off.
  PAGE_CACHE_SECONDS: optional(z.coerce.number().min(0).max(3_600)).transform((v) => v ?? 30),
  // /metrics (README "Metrics"): on the site's port for a scraper sending this token, and/or on a
  // port of its own (METRICS_PORT, on METRICS_HOST) with no token. Neither set: no metrics served.
  METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  METRICS_HOST: optional(z.string()).transform((v) => v ?? "127.0.0.1"),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).transform(
    (v) => v ?? "info",
  ),
  // The first admin, created (or promoted) at start-up: with the embedded database the CLI
  // cannot open it while the server runs. The password obeys the sign-up rules.
  ADMIN_EMAIL: optional(emailSchema),
  ADMIN_PASSWORD: optional(passwordSchema),
}).superRefine((env, ctx) => {
  if (Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD)) return;
  const [missing, given] = env.ADMIN_EMAIL ? ["ADMIN_PASSWORD", "ADMIN_EMAIL"] : ["ADMIN_EMAIL", "ADMIN_PASSWORD"];
  ctx.addIssue({ code: "custom", path: [missing], message: `must be set when ${given} is (both or neither)` });
});

export type Env = Omit<z.output<typeof EnvSchema>, "APP_URL"> & { APP_URL: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads and checks the environment once at start-up; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, APP_URL: appUrl };
}
