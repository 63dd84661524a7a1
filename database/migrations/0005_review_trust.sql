CREATE TABLE "certification_checks" (
	"provider_id" uuid NOT NULL,
	"certification" text NOT NULL,
	"evidence" text NOT NULL,
	"admin_user_id" text,
	"admin_email" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_checks_provider_id_certification_pk" PRIMARY KEY("provider_id","certification")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_review_id_unique" UNIQUE("review_id"),
	CONSTRAINT "review_replies_status_check" CHECK ("review_replies"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reporter_email" text,
	"client_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_reason" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"form_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_form_key_unique" UNIQUE("form_key"),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('fake', 'not_customer', 'offensive', 'personal_data', 'other')),
	CONSTRAINT "review_reports_status_check" CHECK ("review_reports"."status" in ('open', 'kept', 'removed')),
	CONSTRAINT "review_reports_source_check" CHECK ("review_reports"."source" in ('visitor', 'specialist'))
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "review_invite_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contact_request_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "enquired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "incentivised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "certification_checks" ADD CONSTRAINT "certification_checks_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_checks" ADD CONSTRAINT "certification_checks_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_status_created_idx" ON "review_replies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_replies_provider_idx" ON "review_replies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_client_created_idx" ON "reviews" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "reviews_email_created_idx" ON "reviews" USING btree (lower("reviewer_email"),"created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contact_request_id_unique" UNIQUE("contact_request_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verification_check" CHECK ("reviews"."verification" is null or "reviews"."verification" in ('email', 'enquiry'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('unconfirmed', 'pending', 'approved', 'rejected', 'removed'));