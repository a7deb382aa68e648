ALTER TABLE "partners" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every partner that exists today was listed from the start (seeded or made before onboarding): backfill with
-- when it was created. Only a hall approved from here on starts unlisted (listed_at null) until its OWNER publishes.
UPDATE "partners" SET "listed_at" = "created_at";
