ALTER TABLE "tales" ADD COLUMN "made_by" text;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "made_in_s" integer;--> statement-breakpoint
CREATE INDEX "tales_made_by_idx" ON "tales" USING btree ("made_by","updated_at");