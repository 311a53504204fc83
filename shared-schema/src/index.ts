/**
 * The schema builders the contracts are written with (shared-api's calls, shared-events' bus):
 * TypeBox's names and types, building the same JSON Schema, for the page, the tests and the
 * server alike. See README.md for why not TypeBox itself.
 */
export { Type, Type as default } from './type';
export type { Static, TSchema } from 'typebox';
export type { Schema } from './type';
