import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, AdminFilmsResponse, adminFilmPath, type FilmUpdateBody } from '../../../../domain/admin/api';
import { CatalogueFilm } from '../../../../domain/api';
import { adminGet, adminSend } from '../adminHttp';
import { ADMIN_KEY } from '../useSession';

const filmsKey = [ADMIN_KEY, 'films'] as const;

/** Every film of the catalogue, in stock or not, in its order. */
export function useAdminFilms() {
  return useQuery({
    queryKey: filmsKey,
    queryFn: async () => (await adminGet(AdminFilmsResponse, ADMIN_ROUTES.films)).films,
    staleTime: 0,
  });
}

/** A change to one film; the answer replaces its row at once. */
export function useEditFilm(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FilmUpdateBody) => adminSend(CatalogueFilm, 'PATCH', adminFilmPath(id), body),
    onSuccess: (film) => client.setQueryData<CatalogueFilm[]>(filmsKey, (films) => films?.map((f) => (f.id === film.id ? film : f))),
  });
}
