ALTER TABLE "uploads" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_staff_id_partner_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."partner_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_staff_idx" ON "uploads" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_check" CHECK (num_nonnulls("uploads"."customer_id", "uploads"."staff_id") = 1);