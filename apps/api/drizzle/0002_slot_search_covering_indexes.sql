DROP INDEX "wedding_days_open_final_price_idx";--> statement-breakpoint
DROP INDEX "wedding_days_open_guarantee_idx";--> statement-breakpoint
DROP INDEX "wedding_days_open_time_idx";--> statement-breakpoint
DROP INDEX "wedding_days_open_date_price_idx";--> statement-breakpoint
DROP INDEX "wedding_days_open_region_price_idx";--> statement-breakpoint
DROP INDEX "wedding_days_open_partner_price_idx";--> statement-breakpoint
CREATE INDEX "wedding_days_open_final_price_idx" ON "wedding_days" USING btree ("final_price","id","wedding_date","wedding_time","day_of_week","guarantee","rental_price","meal_price","discount_rate","region","sub_region","partner_id") WHERE state = 'OPEN';--> statement-breakpoint
CREATE INDEX "wedding_days_open_guarantee_idx" ON "wedding_days" USING btree ("guarantee","id","wedding_date","wedding_time","day_of_week","rental_price","meal_price","discount_rate","region","sub_region","partner_id") WHERE state = 'OPEN';--> statement-breakpoint
CREATE INDEX "wedding_days_open_time_idx" ON "wedding_days" USING btree ("wedding_time","wedding_date","id","day_of_week","guarantee","rental_price","meal_price","discount_rate","region","sub_region","partner_id") WHERE state = 'OPEN';--> statement-breakpoint
CREATE INDEX "wedding_days_open_date_price_idx" ON "wedding_days" USING btree ("wedding_date","final_price","id","wedding_time","day_of_week","guarantee","rental_price","meal_price","discount_rate","region","sub_region","partner_id") WHERE state = 'OPEN';--> statement-breakpoint
CREATE INDEX "wedding_days_open_region_price_idx" ON "wedding_days" USING btree ("region","sub_region","final_price","id","wedding_date","wedding_time","day_of_week","guarantee","rental_price","meal_price","discount_rate","partner_id") WHERE state = 'OPEN';--> statement-breakpoint
CREATE INDEX "wedding_days_open_partner_price_idx" ON "wedding_days" USING btree ("partner_id","final_price","id","wedding_date","wedding_time","day_of_week","guarantee","rental_price","meal_price","discount_rate","region","sub_region") WHERE state = 'OPEN';