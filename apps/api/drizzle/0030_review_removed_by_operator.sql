ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "removed_at" = rd."resolved_at" FROM "review_disputes" rd WHERE rd."review_id" = "reviews"."id" AND rd."state" = 'UPHELD' AND "reviews"."state" = 0;
