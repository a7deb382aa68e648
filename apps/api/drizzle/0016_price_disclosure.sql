CREATE TABLE "price_disclosures" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"penalties" jsonb NOT NULL,
	"refund_rules" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_disclosures" ADD CONSTRAINT "price_disclosures_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;