-- Quote requests (#27 items 2-4, decision 0028): one owner's request to up to 5 specialists, a lead per
-- specialist (sent when the owner confirms their email address), and a thread per lead.
CREATE TABLE "quote_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"decline_reason" text,
	"sent_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"specialist_seen_at" timestamp with time zone,
	"owner_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_leads_status_check" CHECK ("quote_leads"."status" in ('new', 'replied', 'quoted', 'won', 'lost', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" text NOT NULL,
	"price_from" integer,
	"price_to" integer,
	"lead_time" text,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_author_check" CHECK ("quote_messages"."author" in ('owner', 'specialist')),
	CONSTRAINT "quote_messages_kind_check" CHECK ("quote_messages"."kind" in ('message', 'quote', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_phone" text,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"services" text[] NOT NULL,
	"description" text NOT NULL,
	"car_location" text NOT NULL,
	"timing" text NOT NULL,
	"budget" text,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"form_key" uuid,
	"client_hash" text,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_form_key_unique" UNIQUE("form_key"),
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('unconfirmed', 'open', 'accepted', 'completed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "quote_leads" ADD CONSTRAINT "quote_leads_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD CONSTRAINT "quote_leads_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_lead_id_quote_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."quote_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_leads_request_provider_idx" ON "quote_leads" USING btree ("request_id","provider_id");--> statement-breakpoint
CREATE INDEX "quote_leads_provider_sent_idx" ON "quote_leads" USING btree ("provider_id","sent_at");--> statement-breakpoint
CREATE INDEX "quote_messages_lead_created_idx" ON "quote_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree (lower("owner_email"),"created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_activity_idx" ON "quote_requests" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "quote_requests_client_created_idx" ON "quote_requests" USING btree ("client_hash","created_at");