import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FilmsResponse } from '../../domain/api';
import type { FilmCatalogue } from '../catalog/filmCatalogue';

/** GET /api/films: the films a visitor may choose (an empty catalogue gets the default films at start, services.ts). */
export async function filmRoutes(app: FastifyInstance, films: FilmCatalogue): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/films', { schema: { response: { 200: FilmsResponse } } }, async (_request, reply) => {
    // Like the gallery's lists: the browser asks again each time, the server reuses its answer a moment.
    reply.header('cache-control', 'no-cache');
    return { films: await films.inStock() };
  });
}
