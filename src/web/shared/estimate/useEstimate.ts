import { useLaterMessages } from '../i18n/LanguageProvider';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EstimateResponse, WrapJob } from '../../../domain/api';
import type { PriceEstimate, SizeClass } from '../../../domain/estimate/priceTable';
import { postJson, requestJson } from '../http';
import { toast } from '../toast';
import { ownerHeaders } from '../wrapOwner';
import { estimateKey } from './estimateKey';

/**
 * The wrap's price estimate, shared by the result and quote dialogs: the result's answer seeds it,
 * a vehicle size the visitor picks replaces it (saved on the server, so the quote uses it too).
 */
export function useEstimate(requestId: string, initial?: PriceEstimate | null) {
  const { ESTIMATE_TEXT } = useLaterMessages();
  const queryClient = useQueryClient();
  const estimate = useQuery({
    queryKey: estimateKey(requestId),
    queryFn: async () => (await requestJson(WrapJob, `/api/wraps/${encodeURIComponent(requestId)}`)).estimate,
    initialData: initial ?? undefined,
    staleTime: Infinity,
  });
  const size = useMutation({
    mutationFn: (sizeClass: SizeClass) =>
      postJson(EstimateResponse, `/api/wraps/${encodeURIComponent(requestId)}/size`, { sizeClass }, ownerHeaders(requestId)),
    onSuccess: (answer) => queryClient.setQueryData(estimateKey(requestId), answer.estimate),
    onError: () => toast.error(ESTIMATE_TEXT.sizeSaveFailed),
  });
  return {
    estimate: estimate.data ?? null,
    // While a new size travels, the select shows the one chosen.
    sizeClass: size.isPending ? size.variables : estimate.data?.sizeClass,
    setSizeClass: (sizeClass: SizeClass) => size.mutate(sizeClass),
    saving: size.isPending,
  };
}
