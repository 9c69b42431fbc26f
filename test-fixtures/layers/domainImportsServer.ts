// Linted as src/domain/paint/domainImportsServer.ts
import { loadConfig } from '../../server/config';

export const settings = loadConfig;
