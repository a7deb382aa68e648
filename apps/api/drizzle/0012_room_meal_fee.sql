ALTER TABLE "individual_halls" DROP CONSTRAINT "individual_halls_money_check";--> statement-breakpoint
ALTER TABLE "individual_halls" ADD COLUMN "meal_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "individual_halls" ADD CONSTRAINT "individual_halls_money_check" CHECK ("individual_halls"."rental_fee" >= 0 AND "individual_halls"."adult_drink_fee" >= 0 AND "individual_halls"."meal_fee" >= 0);--> statement-breakpoint
-- Rooms created before the column: their regular meal fee is the lowest meal price their slots ask (issue 25).
UPDATE "individual_halls" ih SET "meal_fee" = coalesce((SELECT min(w."meal_price") FROM "wedding_days" w WHERE w."individual_hall_id" = ih."id"), 0);
