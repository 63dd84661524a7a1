ALTER TABLE "contact_requests" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "call_time" text;