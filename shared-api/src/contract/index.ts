export * from './define';
export * from './product';
import * as catalogue from './catalogue';

/** Every call of the contract, by name: the server mounts these, the client calls them. */
export const calls = { ...catalogue } as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
