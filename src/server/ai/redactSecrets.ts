/**
 * A provider's own error text, fit for the log and api_request_logs: anything shaped like a key
 * (sk-..., a bearer token), an organisation, project or user id, or another long token is
 * replaced, since real 429 texts name the organisation and a gateway may echo the key.
 * `known`: secrets to remove whatever their shape (the configured key).
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const secret of known) if (secret.length >= 8) out = out.split(secret).join('[redacted]');
  return out
    .replace(/\bBearer\s+[^\s"',;]+/gi, 'Bearer [redacted]')
    .replace(/\bsk-[A-Za-z0-9_*.-]{3,}/g, 'sk-[redacted]')
    .replace(/\b(org|proj|user)[-_](?!\[redacted\])[A-Za-z0-9_-]{4,}/gi, '$1-[redacted]')
    .replace(/[A-Za-z0-9_+/=.-]{32,}/g, (token) => (/[0-9]/.test(token) && /[A-Za-z]/.test(token) ? '[redacted]' : token));
}
