/** The longest chat message: here, apart from the zod schemas, so the visitor's widget can read it without zod. */
export const maxMessageLength = 2_000;
