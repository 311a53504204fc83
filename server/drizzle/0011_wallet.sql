CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"provider" text NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"gateway_transaction_id" text,
	"gateway_code" text,
	"message" text,
	"idempotency_key" text,
	"request_hash" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'approved', 'declined', 'failed')),
	CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('recharge', 'order')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind" CHECK ("points_entries"."kind" in ('earned', 'redeemed', 'reversed')),
	CONSTRAINT "points_entries_not_zero" CHECK ("points_entries"."points" <> 0),
	CONSTRAINT "points_entries_balance_not_negative" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind" CHECK ("wallet_entries"."kind" in ('recharge', 'order_payment', 'refund', 'points_redemption')),
	CONSTRAINT "wallet_entries_amount_not_zero" CHECK ("wallet_entries"."amount_cents" <> 0),
	CONSTRAINT "wallet_entries_balance_not_negative" CHECK ("wallet_entries"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_value_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_recharge_key_uq" ON "payments" USING btree ("user_id","idempotency_key") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_uq" ON "payments" USING btree ("order_id") WHERE "payments"."purpose" = 'order';--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "points_entries_user_idx" ON "points_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_earned_uq" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_reversed_uq" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."kind" = 'reversed';--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_recharge_uq" ON "wallet_entries" USING btree ("payment_id") WHERE "wallet_entries"."kind" = 'recharge';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_payment_uq" ON "wallet_entries" USING btree ("order_id") WHERE "wallet_entries"."kind" = 'order_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_refund_uq" ON "wallet_entries" USING btree ("order_id") WHERE "wallet_entries"."kind" = 'refund';