// Linted as src/web/features/gallery/webImportsServer.ts
import { FILES_ROUTE } from '../../../server/storage/localStorage';

export const filesRoute = FILES_ROUTE;
