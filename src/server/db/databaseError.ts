/** The database cannot be opened as configured: the message is one line for the terminal. */
export class DatabaseError extends Error {}
