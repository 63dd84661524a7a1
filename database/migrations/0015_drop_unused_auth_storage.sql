-- #28 item 3, the drop of an additive-then-drop pair: better-auth's own limiter table (unused since its limiter
-- counts in rate_limits) and the session's client address (never written: no address is kept). The release
-- before this one already ran without them (tests/event-rollup.test.ts ran it on a database without them).
DROP TABLE "auth_rate_limits" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "ip_address";