import { quoteSubject } from './quoteSubject';

export const quoteMail = () => `Subject: ${quoteSubject()}`;
