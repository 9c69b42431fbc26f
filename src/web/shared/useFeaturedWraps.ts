import { FeaturedWraps } from '../../domain/api';
import { requestJson } from './http';
import { serverAnswer } from './serverAnswer';

/**
 * Featured gallery wraps for the processing dialog's carousel and the shop's hero pick; read again
 * each time either shows, so the carousel has the shop's latest order.
 */
export const useFeaturedWraps = serverAnswer(() => requestJson(FeaturedWraps, '/api/gallery/featured'), 0);
