-- #25: a service or make around a place, found from an index alone (decision 0030; schema.ts profileSearchPoints).
CREATE TABLE "profile_search_points" (
	"specialty" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"profile_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_search_points_pair_latitude_idx" ON "profile_search_points" USING btree ("specialty","vehicle_make","latitude","longitude","profile_id");
--> statement-breakpoint
-- The (specialty, make) cells an approved profile with coordinates is found under: every pair of
-- ({''} + its specialties) x ({''} + its makes) but ('', ''), as profile_search_counts counts them.
CREATE FUNCTION "profile_search_point_cells"("status" text, "specialties" text[], "vehicle_makes" text[], "latitude" float8, "longitude" float8)
RETURNS TABLE ("specialty" text, "vehicle_make" text) LANGUAGE sql IMMUTABLE AS $$
  SELECT s."specialty", m."vehicle_make"
  FROM (SELECT DISTINCT unnest(array[''] || "specialties") AS "specialty") s
  CROSS JOIN (SELECT DISTINCT unnest(array[''] || "vehicle_makes") AS "vehicle_make") m
  WHERE "status" = 'approved' AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
    AND (s."specialty" <> '' OR m."vehicle_make" <> '')
$$;
--> statement-breakpoint
-- Keeps profile_search_points equal to profile_search_point_cells of every profile. Statement-level with
-- transition tables, like the counts: a bulk insert is one statement, and an update that changes neither
-- status, specialties, makes nor coordinates (a rating refresh, a new phone number) touches nothing. A
-- profile's rows are found again by their own key (there is no index on profile_id to keep).
CREATE FUNCTION "profile_search_points_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "profile_search_points" ("specialty", "vehicle_make", "latitude", "longitude", "profile_id")
    SELECT c."specialty", c."vehicle_make", n."latitude", n."longitude", n."id"
    FROM "new_rows" n
    CROSS JOIN LATERAL "profile_search_point_cells"(n."profile_status", n."specialties", n."vehicle_makes", n."latitude", n."longitude") c;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "profile_search_points" p
    USING "old_rows" o
    CROSS JOIN LATERAL "profile_search_point_cells"(o."profile_status", o."specialties", o."vehicle_makes", o."latitude", o."longitude") c
    WHERE p."specialty" = c."specialty" AND p."vehicle_make" = c."vehicle_make"
      AND p."latitude" = o."latitude" AND p."longitude" = o."longitude" AND p."profile_id" = o."id";
  ELSE
    DELETE FROM "profile_search_points" p
    USING "old_rows" o
    JOIN "new_rows" n ON n."id" = o."id"
    CROSS JOIN LATERAL "profile_search_point_cells"(o."profile_status", o."specialties", o."vehicle_makes", o."latitude", o."longitude") c
    WHERE (n."profile_status", n."specialties", n."vehicle_makes", n."latitude", n."longitude")
        IS DISTINCT FROM (o."profile_status", o."specialties", o."vehicle_makes", o."latitude", o."longitude")
      AND p."specialty" = c."specialty" AND p."vehicle_make" = c."vehicle_make"
      AND p."latitude" = o."latitude" AND p."longitude" = o."longitude" AND p."profile_id" = o."id";
    INSERT INTO "profile_search_points" ("specialty", "vehicle_make", "latitude", "longitude", "profile_id")
    SELECT c."specialty", c."vehicle_make", n."latitude", n."longitude", n."id"
    FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    CROSS JOIN LATERAL "profile_search_point_cells"(n."profile_status", n."specialties", n."vehicle_makes", n."latitude", n."longitude") c
    WHERE (n."profile_status", n."specialties", n."vehicle_makes", n."latitude", n."longitude")
        IS DISTINCT FROM (o."profile_status", o."specialties", o."vehicle_makes", o."latitude", o."longitude");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_points_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_points_apply"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_points_update" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_points_apply"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_points_delete" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_points_apply"();
--> statement-breakpoint
CREATE FUNCTION "profile_search_points_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "profile_search_points";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_points_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_points_clear"();
--> statement-breakpoint
-- The listings that exist already.
INSERT INTO "profile_search_points" ("specialty", "vehicle_make", "latitude", "longitude", "profile_id")
SELECT c."specialty", c."vehicle_make", p."latitude", p."longitude", p."id"
FROM "profiles" p
CROSS JOIN LATERAL "profile_search_point_cells"(p."profile_status", p."specialties", p."vehicle_makes", p."latitude", p."longitude") c;
