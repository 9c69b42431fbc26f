/** The estimate's cache entry: a change of the order replaces it (useWrapFlow), as a size picked does. */
export const estimateKey = (requestId: string) => ['estimate', requestId] as const;
