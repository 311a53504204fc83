CREATE TABLE "advisor_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question" text NOT NULL,
	"suggested_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_questions_user_idx" ON "advisor_questions" USING btree ("user_id","created_at");