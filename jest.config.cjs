// Unit tests of every front-end package (jsdom). Server tests have their own config in server/.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shell', '<rootDir>/mf-catalogue', '<rootDir>/mf-checkout', '<rootDir>/mf-account',
    '<rootDir>/mf-live', '<rootDir>/shared-events', '<rootDir>/shared-schema', '<rootDir>/shared-api', '<rootDir>/shared-ui', '<rootDir>/shared-federation', '<rootDir>/address-book',
    '<rootDir>/deploy', '<rootDir>/render', '<rootDir>/tooling', '<rootDir>/scripts', '<rootDir>/bench',
  ],
  testMatch: ['**/src/**/*.test.ts?(x)', '**/src/**/*.test.mjs', '**/src/**/*.test.cjs', '**/tooling/*.test.mjs', '**/tooling/webpack/*.test.cjs', '**/scripts/**/*.test.ts', '**/scripts/**/*.test.mjs', '**/bench/lib/*.test.mjs'],
  // `*.build.test.*` load the apps' production builds (the render service renders from a built
  // release): they run after `pnpm build` (scripts/test.sh, SUUQ_BUILT=1), not with the units.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(process.env.SUUQ_BUILT ? [] : ['\\.build\\.test\\.'])],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // typebox and a few others ship ES modules only: let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(typebox|cockatiel)@)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Above jest.setup.ts's 10 s bound on a findBy, so a slow query fails with what it looked for.
  testTimeout: 20_000,
  // Two workers, as the server's config: Jest's default is one fewer than the cores, one on CI's
  // two. Measured on this 2-core machine: 161 s with one, 98 s with two (all 221 files passing).
  maxWorkers: 2,
  moduleNameMapper: { '\\.(svg|png|jpg|webp)$': '<rootDir>/types/file-stub.cjs' },
  globals: {
    __REMOTE_NAME__: 'test-remote',
    __REMOTE_VERSION__: '0.0.0-test',
    __FEDERATION_OFFER__: { federation: '2.9.2', contracts: { 'shared-api': 0, 'shared-events': 0 } },
  },
};
