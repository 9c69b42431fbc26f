import type { PriceEstimate } from '../../../domain/estimate/priceTable';
import { EstimateSummary } from './EstimateSummary';
import { useEstimate } from './useEstimate';
import { VehicleSize } from './VehicleSize';

/**
 * The estimate of the visitor's wrap; `correctable` adds the vehicle size select (the result
 * dialog), without it the estimate is shown as it stands (the quote dialog). Nothing until the
 * server has one.
 */
export function WrapEstimate({
  requestId,
  initial,
  correctable = false,
}: {
  requestId: string;
  initial?: PriceEstimate | null;
  correctable?: boolean;
}) {
  const { estimate, sizeClass, setSizeClass, saving } = useEstimate(requestId, initial);
  if (!estimate) return null;
  return (
    <EstimateSummary estimate={estimate}>
      {correctable && <VehicleSize value={sizeClass} onChange={setSizeClass} disabled={saving} />}
    </EstimateSummary>
  );
}
