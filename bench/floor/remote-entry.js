// The remote builds only its exposed page; this entry is never loaded on its own.
export {};
