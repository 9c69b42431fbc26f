import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, FilmUpdateBody, type AdminFilmsResponse } from '../../domain/admin/api';
import type { CatalogueFilm } from '../../domain/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { rowIdParam } from '../admin/routeParams';
import { InvalidInput } from '../serviceErrors';

/** The film catalogue in the back office: list every film, change its stock, name or colour. */
export async function adminFilmRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const { films } = backOffice;

  admin.get(ADMIN_ROUTES.films, async (): Promise<AdminFilmsResponse> => ({ films: await films.list() }));

  admin.patch<{ Params: { id: string } }>(ADMIN_ROUTES.film, async (request): Promise<CatalogueFilm> => {
    const body = FilmUpdateBody.safeParse(request.body);
    if (!body.success || Object.values(body.data).every((value) => value === undefined)) throw new InvalidInput(ADMIN_ERRORS.badFilmUpdate);
    return films.update(rowIdParam(request.params.id, ADMIN_ERRORS.filmNotFound), body.data, actorOf(request));
  });
}
