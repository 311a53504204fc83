CREATE TABLE "live_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reminders" (
	"stream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stream_pins" (
	"stream_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"hms_room_id" text,
	"replay_file" text,
	"recorded_at" timestamp with time zone,
	"poster_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_streams_state_ck" CHECK ("live_streams"."state" in ('upcoming', 'live', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_pins" ADD CONSTRAINT "live_stream_pins_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_pins" ADD CONSTRAINT "live_stream_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_stream_idx" ON "live_chat_messages" USING btree ("stream_id","id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_user_idx" ON "live_chat_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_reminders_stream_user_uq" ON "live_reminders" USING btree ("stream_id","user_id");--> statement-breakpoint
CREATE INDEX "live_reminders_user_idx" ON "live_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_stream_pins_stream_product_uq" ON "live_stream_pins" USING btree ("stream_id","product_id");--> statement-breakpoint
CREATE INDEX "live_stream_pins_stream_idx" ON "live_stream_pins" USING btree ("stream_id","position");--> statement-breakpoint
CREATE INDEX "live_streams_state_idx" ON "live_streams" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "live_viewers_stream_idx" ON "live_viewers" USING btree ("stream_id","seen_at");