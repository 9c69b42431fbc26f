import { quoteMail } from './quoteMail';

export const quoteSubject = () => (quoteMail.length > 0 ? 'New quote' : '');
