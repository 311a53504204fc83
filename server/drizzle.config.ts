import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts holds the catalogue; each further area adds its own schema-<area>.ts.
  schema: ['./src/db/schema.ts', './src/db/schema-*.ts'],
  out: './drizzle',
});
