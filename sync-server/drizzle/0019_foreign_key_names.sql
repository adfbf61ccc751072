-- The foreign keys of the hand-written migrations 0006-0018 took PostgreSQL's default names
-- (<table>_<column>_fkey); the TypeScript schema, and so drizzle-kit, names them
-- <table>_<column>_<target>_id_fk. Renamed to the schema's names, so that a migration drizzle-kit
-- generates finds them (ADR 030; schema-drift.pg.test.ts compares the two). Catalog only.
ALTER TABLE "analytics_daily_users" RENAME CONSTRAINT "analytics_daily_users_user_id_fkey" TO "analytics_daily_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "analytics_monthly_users" RENAME CONSTRAINT "analytics_monthly_users_user_id_fkey" TO "analytics_monthly_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "blocks" RENAME CONSTRAINT "blocks_blocked_id_fkey" TO "blocks_blocked_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "blocks" RENAME CONSTRAINT "blocks_user_id_fkey" TO "blocks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborations" RENAME CONSTRAINT "collaborations_applicant_id_fkey" TO "collaborations_applicant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborations" RENAME CONSTRAINT "collaborations_application_id_fkey" TO "collaborations_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborations" RENAME CONSTRAINT "collaborations_author_id_fkey" TO "collaborations_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborations" RENAME CONSTRAINT "collaborations_job_id_fkey" TO "collaborations_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "data_exports" RENAME CONSTRAINT "data_exports_user_id_fkey" TO "data_exports_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_change_tokens" RENAME CONSTRAINT "email_change_tokens_user_id_fkey" TO "email_change_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "mutes" RENAME CONSTRAINT "mutes_muted_id_fkey" TO "mutes_muted_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "mutes" RENAME CONSTRAINT "mutes_user_id_fkey" TO "mutes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" RENAME CONSTRAINT "password_reset_tokens_user_id_fkey" TO "password_reset_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "push_deliveries" RENAME CONSTRAINT "push_deliveries_notification_id_fkey" TO "push_deliveries_notification_id_notifications_id_fk";
--> statement-breakpoint
ALTER TABLE "push_deliveries" RENAME CONSTRAINT "push_deliveries_subscription_id_fkey" TO "push_deliveries_subscription_id_push_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" RENAME CONSTRAINT "reports_reporter_id_fkey" TO "reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tus_uploads" RENAME CONSTRAINT "tus_uploads_user_id_fkey" TO "tus_uploads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" RENAME CONSTRAINT "uploads_user_id_fkey" TO "uploads_user_id_users_id_fk";
