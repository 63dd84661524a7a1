CREATE TABLE "profile_search_counts" (
	"specialty" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"approved_count" integer NOT NULL,
	CONSTRAINT "profile_search_counts_specialty_vehicle_make_pk" PRIMARY KEY("specialty","vehicle_make")
);
--> statement-breakpoint
CREATE INDEX "profiles_approved_location_gist" ON "profiles" USING gist (point("longitude", "latitude")) WHERE "profiles"."profile_status" = 'approved';--> statement-breakpoint
-- Keeps profile_search_counts equal to the number of approved profiles per (specialty, make),
-- '' standing for "any" (each approved profile counts once in every cell of ({''} + its
-- specialties) x ({''} + its makes)). Statement-level with transition tables, so a bulk insert
-- is one aggregate, and an update that changes neither status, specialties nor makes (a rating
-- refresh, a new phone number) adds nothing. Cells are upserted in key order so concurrent
-- writers lock them in the same order and cannot deadlock.
CREATE FUNCTION "profile_search_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "profile_search_counts" AS c ("specialty", "vehicle_make", "approved_count")
    SELECT s."specialty", m."vehicle_make", sum(d."sign")::int
    FROM (SELECT "profile_status", "specialties", "vehicle_makes", 1 AS "sign" FROM "new_rows") d
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."specialties") AS "specialty") s
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."vehicle_makes") AS "vehicle_make") m
    WHERE d."profile_status" = 'approved'
    GROUP BY 1, 2 HAVING sum(d."sign") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("specialty", "vehicle_make") DO UPDATE SET "approved_count" = c."approved_count" + excluded."approved_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "profile_search_counts" AS c ("specialty", "vehicle_make", "approved_count")
    SELECT s."specialty", m."vehicle_make", sum(d."sign")::int
    FROM (SELECT "profile_status", "specialties", "vehicle_makes", -1 AS "sign" FROM "old_rows") d
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."specialties") AS "specialty") s
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."vehicle_makes") AS "vehicle_make") m
    WHERE d."profile_status" = 'approved'
    GROUP BY 1, 2 HAVING sum(d."sign") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("specialty", "vehicle_make") DO UPDATE SET "approved_count" = c."approved_count" + excluded."approved_count";
  ELSE
    INSERT INTO "profile_search_counts" AS c ("specialty", "vehicle_make", "approved_count")
    SELECT s."specialty", m."vehicle_make", sum(d."sign")::int
    FROM (
        SELECT n."profile_status", n."specialties", n."vehicle_makes", 1 AS "sign"
        FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE (n."profile_status", n."specialties", n."vehicle_makes") IS DISTINCT FROM (o."profile_status", o."specialties", o."vehicle_makes")
        UNION ALL
        SELECT o."profile_status", o."specialties", o."vehicle_makes", -1
        FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE (n."profile_status", n."specialties", n."vehicle_makes") IS DISTINCT FROM (o."profile_status", o."specialties", o."vehicle_makes")
      ) d
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."specialties") AS "specialty") s
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || d."vehicle_makes") AS "vehicle_make") m
    WHERE d."profile_status" = 'approved'
    GROUP BY 1, 2 HAVING sum(d."sign") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("specialty", "vehicle_make") DO UPDATE SET "approved_count" = c."approved_count" + excluded."approved_count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_update" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_delete" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "profile_search_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "profile_search_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_counts_clear"();
--> statement-breakpoint
-- The listings that exist already.
INSERT INTO "profile_search_counts" ("specialty", "vehicle_make", "approved_count")
SELECT s."specialty", m."vehicle_make", count(*)::int
FROM "profiles" p
CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || p."specialties") AS "specialty") s
CROSS JOIN LATERAL (SELECT DISTINCT unnest(array[''] || p."vehicle_makes") AS "vehicle_make") m
WHERE p."profile_status" = 'approved'
GROUP BY 1, 2;
