// Linted as src/web/features/home/featureImportsPage.ts
import { NotFoundPage } from '../../pages/NotFoundPage';

export const page = NotFoundPage;
