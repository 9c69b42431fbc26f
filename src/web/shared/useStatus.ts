import { useQuery } from '@tanstack/react-query';
import { StatusResponse } from '../../domain/api';
import { requestJson } from './http';

export const statusQueryKey = ['status'] as const;

/** Whether the server has an AI provider ready (the "API Connected" badge, the submit check). */
export function useStatus() {
  return useQuery({ queryKey: statusQueryKey, queryFn: () => requestJson(StatusResponse, '/api/status'), staleTime: 60_000 });
}
