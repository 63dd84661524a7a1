-- #25: every word of the listings' search documents, so a typed prefix is searched as the words it stands for
-- (decision 0031; schema.ts searchLexemes). Byte order, so the words of a prefix are one range of the key.
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of inserted listings, and of updated ones whose document or status changed (an approval must
-- bring back words a deletion dropped; a rating refresh or a new phone number changes neither).
-- Statement-level with transition tables, like the search counts: a bulk insert is one statement.
CREATE FUNCTION "search_lexemes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_lexemes" ("lexeme")
    SELECT DISTINCT w."lexeme" FROM "new_rows" n CROSS JOIN LATERAL unnest(n."search_document") w
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_lexemes" ("lexeme")
    SELECT DISTINCT w."lexeme" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    CROSS JOIN LATERAL unnest(n."search_document") w
    WHERE (n."search_document", n."profile_status") IS DISTINCT FROM (o."search_document", o."profile_status")
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted listing's words that no approved listing holds any more. The lock waits for every transaction
-- that is adding words (an approval among them) to end, and keeps new ones out until this one ends, so a
-- word an approval is adding is never dropped on a snapshot that does not yet see the approval.
CREATE FUNCTION "search_lexemes_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "search_lexemes" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "search_lexemes" s
  USING (SELECT DISTINCT w."lexeme" FROM "old_rows" o CROSS JOIN LATERAL unnest(o."search_document") w) gone
  WHERE s."lexeme" = gone."lexeme"
    AND NOT EXISTS (
      SELECT 1 FROM "profiles" p
      WHERE p."profile_status" = 'approved'
        AND p."search_document" @@ ('''' || replace(replace(gone."lexeme", '\', '\\'), '''', '''''') || '''')::tsquery
    );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_lexemes_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_add"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_lexemes_update" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_add"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_lexemes_delete" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_drop"();
--> statement-breakpoint
-- The listings that exist already.
INSERT INTO "search_lexemes" ("lexeme")
SELECT DISTINCT w."lexeme" FROM "profiles" p CROSS JOIN LATERAL unnest(p."search_document") w
ORDER BY 1
ON CONFLICT DO NOTHING;
