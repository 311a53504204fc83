-- Catalogue cache invalidation (server/src/catalogue/cache.ts): every write to a table that a
-- public catalogue answer is read from notifies 'suuq_catalogue'. NOTIFY is delivered after the
-- transaction commits, to every API process listening; notifications of one transaction are
-- folded into one. Statement-level: a bulk insert of 100 000 rows notifies once.
-- drizzle-kit cannot express triggers: a custom migration
-- (`npx drizzle-kit generate --custom --name catalogue_cache`). PostgreSQL 15 compatible.
CREATE OR REPLACE FUNCTION suuq_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('suuq_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stock_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_sections_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sections FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER sellers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stock_locations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_locations FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_deletions_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_deletions FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER search_words_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words FOR EACH STATEMENT EXECUTE FUNCTION suuq_catalogue_changed();
