CREATE TABLE "generated_media" (
	"path" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A database seeded before this migration keeps its pictures: register the generated paths it already holds
-- (the seed's finalize step does the same for new seeds; decision 0020).
INSERT INTO "generated_media" ("path")
SELECT DISTINCT url FROM (
  SELECT cover_url AS url FROM partners
  UNION ALL SELECT profile_url FROM customers
  UNION ALL SELECT url FROM photos
  UNION ALL SELECT url FROM review_images
  UNION ALL SELECT unnest(images) FROM blog_reviews
  UNION ALL SELECT unnest(images) FROM individual_halls
  UNION ALL SELECT image_url FROM events
  UNION ALL SELECT icon_url FROM partner_benefits
) AS image
WHERE url LIKE '/media/generated/%'
ON CONFLICT ("path") DO NOTHING;
