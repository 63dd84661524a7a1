-- #28 item 3: what analytics events older than their retention add up to, a row per day (models/events.server.ts rollUpOldEvents).
CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"provider_id" uuid,
	"detail" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_key" UNIQUE NULLS NOT DISTINCT("day","name","detail","provider_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" ADD CONSTRAINT "analytics_daily_counts_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_name_day_idx" ON "analytics_daily_counts" USING btree ("name","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_provider_name_day_idx" ON "analytics_daily_counts" USING btree ("provider_id","name","day");