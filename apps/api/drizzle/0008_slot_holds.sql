CREATE TABLE "idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "payment_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "slot_holds_expiry_idx" ON "slot_holds" USING btree ("expires_at") WHERE state = 'ACTIVE' AND kind = 'HOLD';--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_payment_check" CHECK ("slot_holds"."payment_amount" >= 0);