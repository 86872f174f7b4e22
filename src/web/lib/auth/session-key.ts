/** The session query's key: its own module, so offline/persist.ts can name it without loading the session code. */
export const sessionQueryKey = ['session'] as const;
