-- An enquirer's review link opens when the specialist marks the enquiry contacted, or 7 days after
-- the enquiry, whichever is first (#24). Enquiries already marked contacted were contacted by now:
-- their links stay open (they were open from the start before this rule).
ALTER TABLE "contact_requests" ADD COLUMN "contacted_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "contact_requests" SET "contacted_at" = now() WHERE "status" = 'contacted';
