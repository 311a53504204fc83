/** The current value is always an option, even before (or without) the list from the server. */
export const withCurrent = (names: readonly string[], current: string) => (current && !names.includes(current) ? [current, ...names] : names);
