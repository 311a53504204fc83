/** The page's API client for tests: shared-api's fake (see that file for how tests use it). */
// From its file, not from 'shared-api': that module is the mock this file takes part in.
export * from 'shared-api/testing/fake-page-api';
