// zod/mini, like src/domain/api.ts.
import * as z from 'zod/mini';
import { lineText } from '../plainText';

/** The privacy routes: the policy's facts, and the visitor's own data behind their private link. */
export const PRIVACY_ROUTES = {
  /** GET -> PrivacyFacts. */
  facts: '/api/privacy',
  /** POST MyDataBody -> MyDataView; 404 for a link that is not ours, 410 once the data is gone. */
  view: '/api/my-data',
  /** POST MyDataBody -> MyDataDeleted: everything of the wrap deleted, its quotes anonymised. */
  delete: '/api/my-data/delete',
  /** POST MyDataBody -> MyDataView: the wrap leaves the public gallery; nothing else changes. */
  withdrawConsent: '/api/my-data/withdraw-consent',
} as const;

/** The page the private link opens; the token follows the `#`, so it never reaches a server log. */
export const MY_DATA_PAGE = '/my-data';

export const myDataLink = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}${MY_DATA_PAGE}#${token}`;

/** What the privacy page is built from: the shop's settings, as the server runs with them. */
export const PrivacyFacts = z.object({
  /** SHOP_NAME, else BRAND_NAME. */
  shopName: z.string(),
  brandName: z.string(),
  /** PRIVACY_CONTACT, else SHOP_EMAIL. */
  contact: z.string(),
  uploadRetentionHours: z.number(),
  wrapRetentionDays: z.number(),
  quoteRetentionDays: z.number(),
  /** The paid AI service photos are sent to, and its address; null when only the local engine runs. */
  aiProvider: z.nullable(z.object({ name: z.string(), host: z.string() })),
  /** GALLERY_REVIEW: the shop approves each wrap before it is public. */
  galleryReview: z.boolean(),
});
export type PrivacyFacts = z.infer<typeof PrivacyFacts>;

/** Signed, from the confirmation e-mail: `<wrap id>.<HMAC>`. */
export const MyDataBody = z.object({ token: lineText().check(z.minLength(1), z.maxLength(200)) });
export type MyDataBody = z.infer<typeof MyDataBody>;

/** What is held about the visitor's wrap, as they see it before deleting it. */
export const MyDataView = z.object({
  /** When the wrap was made (ISO). */
  createdAt: z.string(),
  wrapName: z.string(),
  email: z.string(),
  /** The stored photo's and the result's app-relative URLs, shown as thumbnails. */
  photoUrl: z.nullable(z.string()),
  resultUrl: z.nullable(z.string()),
  changeRequests: z.number(),
  /** Listed in the public gallery now (the visitor's consent, and not hidden by the shop). */
  inGallery: z.boolean(),
  quotes: z.array(z.object({ createdAt: z.string(), name: z.string(), email: z.string(), phone: z.string(), city: z.string() })),
});
export type MyDataView = z.infer<typeof MyDataView>;

export const MyDataDeleted = z.object({ deleted: z.literal(true), files: z.number() });
export type MyDataDeleted = z.infer<typeof MyDataDeleted>;
