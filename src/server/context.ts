import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './storage/storage';

/**
 * What routes and services are built from. Tests build one with real parts and fakes only at
 * the paid edge, without starting HTTP.
 */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}
