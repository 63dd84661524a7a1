CREATE TABLE "photo_variants" (
	"photo_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_format_width_pk" PRIMARY KEY("photo_id","format","width"),
	CONSTRAINT "photo_variants_format_check" CHECK ("photo_variants"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text NOT NULL,
	"phase" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_photos_phase_check" CHECK ("project_photos"."phase" is null or "project_photos"."phase" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"model" text,
	"year" smallint,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "projects_year_check" CHECK ("projects"."year" is null or "projects"."year" between 1885 and 2100)
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_project_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."project_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photos_project_position_idx" ON "project_photos" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_photos_provider_idx" ON "project_photos" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "projects_provider_position_idx" ON "projects" USING btree ("provider_id","position");--> statement-breakpoint
CREATE INDEX "projects_status_updated_idx" ON "projects" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "projects_approved_make_published_idx" ON "projects" USING btree ("vehicle_make","published_at" desc) WHERE "projects"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "projects_approved_services_gin" ON "projects" USING gin ("services") WHERE "projects"."status" = 'approved';