// Server tests: node environment, one engine per run (PGlite, or PostgreSQL when DATABASE_URL is set).
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // *.pg.test.ts need a real PostgreSQL server (restarts, several processes): the PostgreSQL run only.
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.pg\\.test\\.ts$'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // typebox ships ES modules only: let swc turn it into CommonJS for Jest. PGlite's CommonJS build
  // loads fs/zlib with dynamic import(), which Jest refuses without --experimental-vm-modules;
  // swc rewrites those into require(). cookie 2 (used by light-my-request's inject) is ESM only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(typebox|@electric-sql\\+pglite|cookie|jose)@)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // Each file opens its own database; PGlite's WebAssembly start-up takes a few seconds.
  testTimeout: 60_000,
  maxWorkers: 2,
  cacheDirectory: path.join(__dirname, 'node_modules', '.cache', 'jest'),
};
