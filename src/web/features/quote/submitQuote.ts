import { QuoteResponse, type QuoteBody } from '../../../domain/api';
import { postJson } from '../../shared/http';
import { ownerHeaders } from '../../shared/wrapOwner';
import { embeddingSiteHeaders } from '../../shared/funnelBeacon';

/** POST /api/wraps/:id/quote: the quote is saved; `emailSent` says whether the e-mails went out too. */
export function submitQuote(requestId: string, body: QuoteBody): Promise<QuoteResponse> {
  return postJson(QuoteResponse, `/api/wraps/${encodeURIComponent(requestId)}/quote`, body, {
    ...ownerHeaders(requestId),
    ...embeddingSiteHeaders(),
  });
}
