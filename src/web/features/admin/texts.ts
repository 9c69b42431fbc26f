/**
 * The back office's English texts, where the browser tests look them up. The screens take theirs,
 * in the shown language, from useBackOffice(); every language lives in src/domain/i18n/backOffice/.
 */
export { ADMIN_TEXT } from '../../../domain/i18n/backOffice/en';
