-- Member search (GET /api/users/search): full-text search over a weighted document (names A,
-- skills B, school and major C, bio D) for words and prefixes; typos are corrected against the
-- vocabulary of known words (search_terms) with pg_trgm (ADR 013).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE FUNCTION greenroom_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("first_name", '') || ' ' || coalesce("last_name", '')), 'A')
  || setweight(to_tsvector('simple', greenroom_join_words("skills")), 'B')
  || setweight(to_tsvector('simple', coalesce("school", '') || ' ' || coalesce("major", '')), 'C')
  || setweight(to_tsvector('simple', coalesce("bio", '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_doc_idx" ON "users" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "users_skills_idx" ON "users" USING gin ("skills");
--> statement-breakpoint
-- The words members can be found by (names, skills, school, major), for typo correction: a
-- mistyped word is matched by trigram similarity against this small vocabulary, not against
-- every member. Words are only added; a word nobody uses any more just finds nobody.
CREATE TABLE "search_terms" ("term" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION greenroom_add_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT t FROM unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '') || ' '
    || greenroom_join_words(NEW.skills) || ' ' || coalesce(NEW.school, '') || ' '
    || coalesce(NEW.major, '')))) AS t
  WHERE length(t) > 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_terms AFTER INSERT OR UPDATE OF first_name, last_name, skills, school, major
  ON users FOR EACH ROW EXECUTE FUNCTION greenroom_add_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT t FROM users, unnest(tsvector_to_array(to_tsvector('simple',
  coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || greenroom_join_words(skills)
  || ' ' || coalesce(school, '') || ' ' || coalesce(major, '')))) AS t
WHERE length(t) > 1
ON CONFLICT DO NOTHING;
