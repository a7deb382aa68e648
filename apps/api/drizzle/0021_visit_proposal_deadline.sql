DROP INDEX "visit_reservations_due_idx";--> statement-breakpoint
ALTER TABLE "visit_reservations" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "visit_reservations_due_idx" ON "visit_reservations" USING btree ("answer_due_at") WHERE state IN ('REQUESTED', 'PROPOSED');--> statement-breakpoint
-- Data (hand-written, keep on regeneration): a proposal made before this migration gets the couple's deadline,
-- VISIT_ANSWER_HOURS (24) after its last change and never after the proposed time (decision 0046).
UPDATE "visit_reservations" SET
	"proposed_at" = coalesce("updated_at", "created_at"),
	"answer_due_at" = least(coalesce("updated_at", "created_at") + interval '24 hours',
		(("proposed_visit_date" + "proposed_visit_time")::timestamp AT TIME ZONE 'Asia/Seoul'))
	WHERE "state" = 'PROPOSED' AND "proposed_visit_date" IS NOT NULL AND "proposed_visit_time" IS NOT NULL;
