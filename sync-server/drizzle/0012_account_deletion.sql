-- Deleting one's account (issue 16): the member's personal rows go; the users row stays,
-- anonymised and marked, so that what other members rely on (applications to their jobs,
-- "worked together" credits) keeps a row to point at without the person's name.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
