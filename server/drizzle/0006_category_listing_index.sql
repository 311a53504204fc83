DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS FIRST,"id");