CREATE TABLE "student_discounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending_email" text,
	"pending_kind" text,
	"code_salt" text,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"verified_email" text,
	"kind" text,
	"verified_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_discounts_kind" CHECK ("student_discounts"."kind" is null or "student_discounts"."kind" in ('student', 'graduate')),
	CONSTRAINT "student_discounts_pending_kind" CHECK ("student_discounts"."pending_kind" is null or "student_discounts"."pending_kind" in ('student', 'graduate'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "student_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_discounts_verified_email_uq" ON "student_discounts" USING btree ("verified_email");