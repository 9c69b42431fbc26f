import { resolveColor } from '../../domain/catalog/colors';
import { finishName } from '../../domain/catalog/finishes';
import { styleName } from '../../domain/catalog/styles';
import { guessVehicle } from '../../domain/vehicle/vehicleDescription';
import type { carWrapRequests, quotes } from '../db/schema';
import { storedPhotoUrl } from '../db/storedPhoto';
import type { QuoteEmailFields } from '../email/quoteEmails';
import { sizeClassOf } from '../estimate/wrapEstimate';
import { lookOfRow } from '../generation/orderedLook';

type QuoteRow = typeof quotes.$inferSelect;
type RequestRow = typeof carWrapRequests.$inferSelect;

/**
 * What the shop is told of a quote, wherever it is told (its e-mail, the lead webhook): the
 * visitor's fields and everything an installer prices from. `link` makes a stored picture's
 * address absolute on the site's address.
 */
export function quoteFacts(quote: QuoteRow, request: RequestRow, link: (url: string) => string): QuoteEmailFields {
  // Named as the order names it ("Red, darker" after a change), with the hex the installer matches.
  const colour = { name: lookOfRow(request).colorName, hex: resolveColor(request.wrapColor)?.hex ?? request.wrapColor };
  return {
    customerName: quote.name,
    customerEmail: quote.email,
    customerPhone: quote.phone,
    carModel: quote.carModel,
    city: quote.city,
    selectedWrap: quote.selectedWrapName,
    wrappedImageUrl: link(request.wrappedImageUrl ?? ''),
    originalImageUrl: storedPhotoUrl(request.originalImageUrl) && link(request.originalImageUrl),
    film: request.film ?? null,
    colour: { name: colour.name, hex: colour.hex },
    finish: finishName(request.finishType),
    style: styleName(request.styleType),
    changeRequests: request.changeRequests ?? [],
    vehicleGuess: guessVehicle(request.carAnalysis),
    analysis: request.carAnalysis,
    sizeClass: quote.estimate?.sizeClass ?? sizeClassOf(request),
    estimate: quote.estimate,
    dataLink: null,
    hostPage: quote.hostPage,
  };
}
