ALTER TABLE "refresh_token_families" ADD COLUMN "client" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "grace_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_client_check" CHECK ("refresh_token_families"."client" IN ('web', 'app'));