/** Makes `to` a seeded demo database (DATA_DIR) for an API started with `env`, copied from a template. */
export function seededDataDir(to: string, env?: Record<string, string>): Promise<string>;
/** A hash of what makes the seeded database (migrations, database code) and of `env`. */
export function templateKey(env?: Record<string, string>, root?: string): string;
