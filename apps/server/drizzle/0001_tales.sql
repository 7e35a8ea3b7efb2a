CREATE TABLE "tales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"child_id" integer,
	"character_id" integer,
	"friend_name" text,
	"moral_id" integer NOT NULL,
	"language" text NOT NULL,
	"seed" integer NOT NULL,
	"hero" jsonb NOT NULL,
	"demo_language" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"stage_detail" text,
	"error" text,
	"stage_runs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"written" jsonb,
	"pictures" jsonb,
	"narration" jsonb,
	"print_key" text,
	"job_id" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tales" ADD CONSTRAINT "tales_moral_id_morals_id_fk" FOREIGN KEY ("moral_id") REFERENCES "public"."morals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tales_user_idx" ON "tales" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tales_demo_language_idx" ON "tales" USING btree ("demo_language") WHERE "tales"."demo_language" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tales_running_idx" ON "tales" USING btree ("lease_until") WHERE "tales"."lease_owner" IS NOT NULL;