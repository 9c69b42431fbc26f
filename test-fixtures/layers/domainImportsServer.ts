// Linted as src/domain/engine/domainImportsServer.ts
import { loadConfig } from '../../server/config';

export const settings = loadConfig;
