import type { quotes } from '../db/schema';

/**
 * What an anonymised quote loses: who asked (name, e-mail, phone) and the shop's notes, which may
 * name them. The rest stays as the shop's lead (LEAD_KEPT on the privacy page): when, the wrap
 * chosen, the car model, the city, the estimate shown and the shop's status.
 */
export const ANONYMIZED_QUOTE = {
  name: '',
  email: '',
  phone: '',
  notes: null,
} satisfies Partial<typeof quotes.$inferInsert>;
