ALTER TABLE "product_search" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "rating" numeric(2, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The triggers of 0004 now also copy the sort keys (price, sales, reviews, rating) into
-- product_search, so sorting the matches of a search needs no join with products.
CREATE OR REPLACE FUNCTION suuq_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, document, price_cents, sold_count, review_count, rating)
  SELECT n.id, suuq_product_document(n.name, n.name_so, n.brand, n.description, n.description_so, n.category_id),
         n.price_cents, n.sold_count, n.review_count, n.rating
  FROM new_rows n
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, price_cents = excluded.price_cents,
    sold_count = excluded.sold_count, review_count = excluded.review_count, rating = excluded.rating;
  INSERT INTO search_words (word, ndoc)
  SELECT w.lexeme, count(*)::int
  FROM new_rows n JOIN product_search s ON s.product_id = n.id, unnest(s.document) w
  GROUP BY w.lexeme
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s
  SET price_cents = n.price_cents, sold_count = n.sold_count, review_count = n.review_count, rating = n.rating
  FROM new_rows n
  WHERE s.product_id = n.id
    AND (s.price_cents, s.sold_count, s.review_count, s.rating) IS DISTINCT FROM (n.price_cents, n.sold_count, n.review_count, n.rating);
  -- Only rows whose searchable text changed are re-indexed.
  WITH changed AS (
    SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.name_so, n.brand, n.description, n.description_so, n.category_id)
          IS DISTINCT FROM (o.name, o.name_so, o.brand, o.description, o.description_so, o.category_id)
  )
  INSERT INTO product_search (product_id, document, price_cents, sold_count, review_count, rating)
  SELECT c.id, suuq_product_document(c.name, c.name_so, c.brand, c.description, c.description_so, c.category_id),
         c.price_cents, c.sold_count, c.review_count, c.rating
  FROM changed c
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  -- New words join the vocabulary; counts of words that left a product are not lowered.
  INSERT INTO search_words (word, ndoc)
  SELECT DISTINCT w.lexeme, 1 FROM new_rows n JOIN product_search s ON s.product_id = n.id, unnest(s.document) w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE product_search s
SET price_cents = p.price_cents, sold_count = p.sold_count, review_count = p.review_count, rating = p.rating
FROM products p WHERE p.id = s.product_id;
