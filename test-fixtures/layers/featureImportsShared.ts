// Linted as src/web/features/admin/featureImportsShared.ts
import { PRODUCT_TITLE } from '../../shared/brand';
import { ADMIN_TEXT } from './texts';

export const title = `${PRODUCT_TITLE} ${ADMIN_TEXT.pageTitle}`;
