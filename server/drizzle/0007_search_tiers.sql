ALTER TABLE "product_search" ADD COLUMN "name_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "head_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "product_search_head_idx" ON "product_search" USING gin ("head_document");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_search_reviews_idx" ON "product_search" USING btree ("review_count" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The name and head documents (the A and B parts of suuq_product_document, without positions or
-- weights: they are only matched), written by the triggers of 0004/0005 beside the document.
CREATE OR REPLACE FUNCTION suuq_product_name_document(p_name text, p_name_so text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT strip(to_tsvector('simple'::regconfig, coalesce(p_name, '') || ' ' || coalesce(p_name_so, ''))
      || to_tsvector('english'::regconfig, coalesce(p_name, '')))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_product_head_document(p_name text, p_name_so text, p_brand text, p_category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT suuq_product_name_document(p_name, p_name_so)
      || strip(to_tsvector('simple', coalesce(p_brand, '') || ' ' || coalesce((
           SELECT string_agg(c.name || ' ' || c.name_so, ' ')
           FROM categories c
           WHERE c.id = p_category_id OR c.id = (SELECT parent_id FROM categories WHERE id = p_category_id)), '')))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, document, name_document, head_document, price_cents, sold_count, review_count, rating)
  SELECT n.id, suuq_product_document(n.name, n.name_so, n.brand, n.description, n.description_so, n.category_id),
         suuq_product_name_document(n.name, n.name_so), suuq_product_head_document(n.name, n.name_so, n.brand, n.category_id),
         n.price_cents, n.sold_count, n.review_count, n.rating
  FROM new_rows n
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, name_document = excluded.name_document,
    head_document = excluded.head_document, price_cents = excluded.price_cents,
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
  INSERT INTO product_search (product_id, document, name_document, head_document, price_cents, sold_count, review_count, rating)
  SELECT c.id, suuq_product_document(c.name, c.name_so, c.brand, c.description, c.description_so, c.category_id),
         suuq_product_name_document(c.name, c.name_so), suuq_product_head_document(c.name, c.name_so, c.brand, c.category_id),
         c.price_cents, c.sold_count, c.review_count, c.rating
  FROM changed c
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, name_document = excluded.name_document,
    head_document = excluded.head_document;
  -- New words join the vocabulary; counts of words that left a product are not lowered.
  INSERT INTO search_words (word, ndoc)
  SELECT DISTINCT w.lexeme, 1 FROM new_rows n JOIN product_search s ON s.product_id = n.id, unnest(s.document) w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.name_so IS DISTINCT FROM OLD.name_so THEN
    UPDATE product_search s
    SET document = suuq_product_document(p.name, p.name_so, p.brand, p.description, p.description_so, p.category_id),
        head_document = suuq_product_head_document(p.name, p.name_so, p.brand, p.category_id)
    FROM products p
    WHERE s.product_id = p.id
      AND (p.category_id = NEW.id OR p.category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    INSERT INTO search_words (word, ndoc)
    SELECT w.lexeme, 1 FROM unnest(to_tsvector('simple', NEW.name || ' ' || NEW.name_so)) w
    ON CONFLICT (word) DO NOTHING;
    UPDATE products SET updated_at = clock_timestamp()
    WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Catalogues indexed before this migration.
UPDATE product_search s
SET name_document = suuq_product_name_document(p.name, p.name_so),
    head_document = suuq_product_head_document(p.name, p.name_so, p.brand, p.category_id)
FROM products p WHERE p.id = s.product_id;
