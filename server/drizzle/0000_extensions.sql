-- drizzle-kit never writes CREATE EXTENSION; search needs trigram indexes later.
-- On PGlite the extension must also be passed to PGlite.create (see src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
