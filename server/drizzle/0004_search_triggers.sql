-- Keeps the search index, its vocabulary and the change log in step with every write to products,
-- whoever writes (seed, bulk seed, future admin code). Statement-level triggers with transition
-- tables: a 1000-row batch insert costs one INSERT per table, not 1000. PostgreSQL 15 compatible.

-- The search document: name and Somali name weight A, brand and category names (the subcategory
-- and its main category, English and Somali) B, descriptions C. 'simple' keeps Somali words whole;
-- the English stems of the English text are added beside them.
CREATE OR REPLACE FUNCTION suuq_product_document(p_name text, p_name_so text, p_brand text, p_description text, p_description_so text, p_category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(p_name, '') || ' ' || coalesce(p_name_so, '')), 'A')
      || setweight(to_tsvector('english', coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(p_brand, '') || ' ' || coalesce((
           SELECT string_agg(c.name || ' ' || c.name_so, ' ')
           FROM categories c
           WHERE c.id = p_category_id OR c.id = (SELECT parent_id FROM categories WHERE id = p_category_id)), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(p_description, '') || ' ' || coalesce(p_description_so, '')), 'C')
      || setweight(to_tsvector('english', coalesce(p_description, '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, document)
  SELECT n.id, suuq_product_document(n.name, n.name_so, n.brand, n.description, n.description_so, n.category_id) FROM new_rows n
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  INSERT INTO search_words (word, ndoc)
  SELECT w.lexeme, count(*)::int
  FROM new_rows n JOIN product_search s ON s.product_id = n.id, unnest(s.document) w
  GROUP BY w.lexeme
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose searchable text changed are re-indexed (price or stock changes are not).
CREATE OR REPLACE FUNCTION suuq_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.name_so, n.brand, n.description, n.description_so, n.category_id)
          IS DISTINCT FROM (o.name, o.name_so, o.brand, o.description, o.description_so, o.category_id)
  )
  INSERT INTO product_search (product_id, document)
  SELECT c.id, suuq_product_document(c.name, c.name_so, c.brand, c.description, c.description_so, c.category_id) FROM changed c
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  -- New words join the vocabulary; counts of words that left a product are not lowered.
  INSERT INTO search_words (word, ndoc)
  SELECT DISTINCT w.lexeme, 1 FROM new_rows n JOIN product_search s ON s.product_id = n.id, unnest(s.document) w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- clock_timestamp, not now(): rows of one long transaction still get the time they changed.
CREATE OR REPLACE FUNCTION suuq_products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suuq_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_deletions (product_id, deleted_at)
  SELECT o.id, clock_timestamp() FROM old_rows o
  ON CONFLICT (product_id) DO UPDATE SET deleted_at = excluded.deleted_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A renamed category changes the documents of its products (and their updated_at, so pollers refresh).
CREATE OR REPLACE FUNCTION suuq_categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.name_so IS DISTINCT FROM OLD.name_so THEN
    UPDATE product_search s
    SET document = suuq_product_document(p.name, p.name_so, p.brand, p.description, p.description_so, p.category_id)
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
CREATE TRIGGER products_search_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION suuq_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION suuq_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION suuq_products_touch();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION suuq_products_deleted();
--> statement-breakpoint
CREATE TRIGGER categories_renamed AFTER UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION suuq_categories_renamed();
--> statement-breakpoint
-- Catalogues seeded before this migration: index them and build the vocabulary with ts_stat.
INSERT INTO product_search (product_id, document)
SELECT id, suuq_product_document(name, name_so, brand, description, description_so, category_id) FROM products
ON CONFLICT (product_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO search_words (word, ndoc)
SELECT word, ndoc FROM ts_stat('SELECT document FROM product_search')
ON CONFLICT (word) DO UPDATE SET ndoc = excluded.ndoc;
