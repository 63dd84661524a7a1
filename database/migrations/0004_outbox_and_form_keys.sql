CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "form_key" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "form_key" uuid;--> statement-breakpoint
ALTER TABLE "site_messages" ADD COLUMN "form_key" uuid;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_form_key_unique" UNIQUE("form_key");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_form_key_unique" UNIQUE("form_key");--> statement-breakpoint
ALTER TABLE "site_messages" ADD CONSTRAINT "site_messages_form_key_unique" UNIQUE("form_key");