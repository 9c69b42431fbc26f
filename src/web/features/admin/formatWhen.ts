const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A server timestamp in the shop's own time zone and language. */
export const formatWhen = (iso: string) => FORMAT.format(new Date(iso));
