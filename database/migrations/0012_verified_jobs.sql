-- Verified jobs (#27 item 6, decision 0028): a review from the owner of a completed quote-request job, and a
-- project made from the job that its owner confirmed. Additive: the previous release ignores the new columns.
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_verification_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "quote_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "owner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quote_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_job" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_lead_id_quote_leads_id_fk" FOREIGN KEY ("quote_lead_id") REFERENCES "public"."quote_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quote_lead_id_quote_leads_id_fk" FOREIGN KEY ("quote_lead_id") REFERENCES "public"."quote_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_lead_id_unique" UNIQUE("quote_lead_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quote_lead_id_unique" UNIQUE("quote_lead_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verification_check" CHECK ("reviews"."verification" is null or "reviews"."verification" in ('email', 'enquiry', 'job'));