CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"reply_by" text NOT NULL,
	"topic" text NOT NULL,
	"order_id" integer,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_contact_idx" ON "support_messages" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_ip_idx" ON "support_messages" USING btree ("ip","created_at");