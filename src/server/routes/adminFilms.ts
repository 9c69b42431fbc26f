import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminFilmsResponse, FilmUpdateBody } from '../../domain/admin/api';
import { CatalogueFilm } from '../../domain/api';
import { IdParams } from '../../domain/requestChecks';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { InvalidInput, NotFound } from '../serviceErrors';
import { routeContract } from './routeContract';

/** The film catalogue in the back office: list every film, change its stock, name or colour. */
export async function adminFilmRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  const { films } = backOffice;

  api.get(ADMIN_ROUTES.films, { schema: { response: { 200: AdminFilmsResponse } } }, async () => ({ films: await films.list() }));

  const update = routeContract(
    { params: IdParams, body: FilmUpdateBody, response: { 200: CatalogueFilm } },
    { params: () => new NotFound(ADMIN_ERRORS.filmNotFound), body: () => new InvalidInput(ADMIN_ERRORS.badFilmUpdate) },
  );
  api.patch(ADMIN_ROUTES.film, update, async (request) => films.update(request.params.id, request.body, actorOf(request)));
}
