ALTER TABLE "characters" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "friend_kind" text;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "sibling_id" integer;--> statement-breakpoint
ALTER TABLE "tales" ADD COLUMN "sibling" jsonb;