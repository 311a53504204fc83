-- Search at 1M products (BENCHMARKS.md, issue 14): the best-selling walk reads price, reviews,
-- rating and the name documents from the sales index itself instead of one table page per product.
DROP INDEX IF EXISTS "product_search_sold_idx";--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count" DESC NULLS FIRST, "product_id") INCLUDE ("price_cents", "review_count", "rating", "name_document", "head_document");
