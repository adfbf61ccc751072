-- "Worked together" credits (ADR 015): one per accepted application, replicated to its two
-- members (the generic change-log trigger with both audience columns). The job and the
-- application may go; the credit keeps its title and members.
CREATE TABLE "collaborations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid REFERENCES "jobs"("id") ON DELETE SET NULL,
  "application_id" uuid REFERENCES "applications"("id") ON DELETE SET NULL,
  "job_title" text NOT NULL,
  "author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "applicant_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "worked_at" timestamp with time zone NOT NULL,
  "author_confirmed" boolean DEFAULT false NOT NULL,
  "applicant_confirmed" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_application_uq" ON "collaborations" ("application_id");
--> statement-breakpoint
CREATE INDEX "collaborations_author_id_idx" ON "collaborations" ("author_id");
--> statement-breakpoint
CREATE INDEX "collaborations_applicant_id_idx" ON "collaborations" ("applicant_id");
--> statement-breakpoint
CREATE TRIGGER collaborations_change_log AFTER INSERT OR UPDATE OR DELETE ON collaborations
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('collaboration', 'id', 'author_id', 'applicant_id');
