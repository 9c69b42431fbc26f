import { FilmsResponse } from '../../domain/api';
import { requestJson } from './http';
import { serverAnswer } from './serverAnswer';

/**
 * The shop's films in stock (GET /api/films). The home page's claim and the colour step share one
 * answer; the catalogue changes only when the shop imports one, so a visit reads it once.
 */
export const useFilms = serverAnswer(async () => (await requestJson(FilmsResponse, '/api/films')).films, 5 * 60_000);
