ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_ticket_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_ticket_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose" CHECK ("auth_codes"."purpose" in ('verify', 'reset', 'login'));