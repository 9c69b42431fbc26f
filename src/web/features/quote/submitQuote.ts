import { QuoteResponse, type QuoteBody } from '../../../domain/api';
import { postJson } from '../../shared/http';
import { hostPage } from '../../shared/embedFrame';
import { ownerHeaders } from '../../shared/wrapOwner';
import { embeddingSiteHeaders } from '../../shared/funnelBeacon';

/**
 * POST /api/wraps/:id/quote: the quote is saved; `emailSent` says whether the e-mails went out
 * too. Inside a frame on the shop's site, the quote names that page.
 */
export function submitQuote(requestId: string, body: QuoteBody): Promise<QuoteResponse> {
  const page = hostPage();
  const sent = page ? { ...body, hostPage: page } : body;
  return postJson(QuoteResponse, `/api/wraps/${encodeURIComponent(requestId)}/quote`, sent, {
    ...ownerHeaders(requestId),
    ...embeddingSiteHeaders(),
  });
}
