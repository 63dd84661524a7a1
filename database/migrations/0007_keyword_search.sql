-- Keyword search (#15, decision 0020): each profile carries its full-text document, kept by
-- triggers so every write path (the dashboard, the admin, raw SQL, the bench's bulk load)
-- keeps it right without knowing. Weights: A business name and approved project titles
-- and models, B certifications, C description and approved project stories, D the
-- listing's makes and services (so "jaguar" or "upholstery" find the listings that offer them).
-- The column is not in database/schema.ts on purpose: a select of every column (the
-- dashboard's own profile) must never carry it to a page.
ALTER TABLE "profiles" ADD COLUMN "search_document" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION "profile_search_document"(
  "profile_id" uuid, "business_name" text, "certifications" text, "description" text,
  "specialties" text[], "vehicle_makes" text[]
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce("business_name", '')), 'A')
    || setweight(to_tsvector('english', coalesce("certifications", '')), 'B')
    || setweight(to_tsvector('english', coalesce("description", '')), 'C')
    || setweight(to_tsvector('english', array_to_string("vehicle_makes", ' ') || ' ' || array_to_string("specialties", ' ')), 'D')
    || coalesce((
      SELECT setweight(to_tsvector('english', string_agg(p."title" || ' ' || coalesce(p."model", ''), ' ')), 'A')
        || setweight(to_tsvector('english', string_agg(p."story", ' ')), 'C')
      FROM "projects" p
      WHERE p."provider_id" = "profile_id" AND p."status" = 'approved'), ''::tsvector)
$$;
--> statement-breakpoint
CREATE FUNCTION "profiles_search_document_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" := "profile_search_document"(NEW."id", NEW."business_name", NEW."certifications",
    NEW."business_description", NEW."specialties", NEW."vehicle_makes");
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only when a column of the document is written: a rating refresh or a status change costs nothing.
CREATE TRIGGER "profiles_search_document" BEFORE INSERT OR UPDATE OF
  "business_name", "certifications", "business_description", "specialties", "vehicle_makes" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_search_document_refresh"();
--> statement-breakpoint
-- A project's text counts once it is approved, and stops counting when it leaves approval
-- (an edit sends it back to pending, decision 0019) or is deleted.
CREATE FUNCTION "projects_search_document_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" pr SET "search_document" = "profile_search_document"(pr."id", pr."business_name",
      pr."certifications", pr."business_description", pr."specialties", pr."vehicle_makes")
  WHERE pr."id" IN (
    SELECT OLD."provider_id" WHERE TG_OP <> 'INSERT'
    UNION SELECT NEW."provider_id" WHERE TG_OP <> 'DELETE');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_search_document_insert" AFTER INSERT ON "projects"
  FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION "projects_search_document_refresh"();
--> statement-breakpoint
CREATE TRIGGER "projects_search_document_update" AFTER UPDATE ON "projects"
  FOR EACH ROW WHEN ((OLD."status" = 'approved' OR NEW."status" = 'approved')
    AND (OLD."status", OLD."title", OLD."model", OLD."story", OLD."provider_id")
      IS DISTINCT FROM (NEW."status", NEW."title", NEW."model", NEW."story", NEW."provider_id"))
  EXECUTE FUNCTION "projects_search_document_refresh"();
--> statement-breakpoint
CREATE TRIGGER "projects_search_document_delete" AFTER DELETE ON "projects"
  FOR EACH ROW WHEN (OLD."status" = 'approved') EXECUTE FUNCTION "projects_search_document_refresh"();
--> statement-breakpoint
-- Only approved listings are ever searched: the index holds only them.
CREATE INDEX "profiles_approved_search_document_gin" ON "profiles" USING gin ("search_document")
  WHERE "profile_status" = 'approved';
--> statement-breakpoint
-- The listings that exist already (the BEFORE trigger fills the column).
UPDATE "profiles" SET "business_name" = "business_name";
