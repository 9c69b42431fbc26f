import { useQuery } from '@tanstack/react-query';
import { FilmsResponse } from '../../domain/api';
import { requestJson } from './http';

/**
 * The shop's films in stock (GET /api/films). The home page's claim and the colour step share one
 * answer; the catalogue changes only when the shop imports one, so a visit reads it once.
 */
export function useFilms() {
  return useQuery({
    queryKey: ['films'],
    queryFn: async () => (await requestJson(FilmsResponse, '/api/films')).films,
    staleTime: 5 * 60_000,
  });
}
