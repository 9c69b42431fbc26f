import type { FastifyInstance } from 'fastify';
import type { FilmsResponse } from '../../domain/api';
import type { AppContext } from '../context';
import type { FilmCatalogue } from '../catalog/filmCatalogue';
import { seedDefaultFilms } from '../catalog/seedFilms';

/**
 * GET /api/films: the films a visitor may choose. At start an empty catalogue gets the films the
 * product ships with.
 */
export async function filmRoutes(app: FastifyInstance, ctx: AppContext, films: FilmCatalogue): Promise<void> {
  app.addHook('onReady', async () => {
    const added = await seedDefaultFilms(ctx.db);
    if (added) ctx.log.info({ films: added }, 'film catalogue was empty: added the default films');
  });

  app.get('/api/films', async (_request, reply): Promise<FilmsResponse> => {
    // Like the gallery's lists: the browser asks again each time, the server reuses its answer a moment.
    reply.header('cache-control', 'no-cache');
    return { films: await films.inStock() };
  });
}
