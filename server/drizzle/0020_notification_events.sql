-- Issue 28: domain events (orders, wallet, payments write them in their own transaction) that the
-- notifications dispatcher turns into one notification + WhatsApp + e-mail each; the shopper's
-- language; notifications keep their message key and params. PostgreSQL 15 compatible.
CREATE TABLE "domain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
-- The dispatcher of every API process LISTENs: woken after the writing transaction commits (a
-- rolled-back one never notifies). Statement-level, one notice per transaction at most.
CREATE OR REPLACE FUNCTION suuq_domain_event_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('suuq_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER domain_events_written AFTER INSERT ON domain_events FOR EACH STATEMENT EXECUTE FUNCTION suuq_domain_event_written();
