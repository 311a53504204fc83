-- Sorting by price or reviews orders the 1000 most relevant matches (src/search/matches.ts), no
-- longer every match by walking these indexes: that walk read 31 000 rows for 20 hair oils.
DROP INDEX "product_search_price_idx";--> statement-breakpoint
DROP INDEX "product_search_reviews_idx";