import type { Wording } from '../i18n/visitorTexts';
import type { PrivacyFacts } from './api';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** What an anonymised quote keeps for the shop, in the visitor's words (ANONYMIZED_QUOTE on the server). */
export const LEAD_KEPT =
  'the date of the request, the wrap chosen, the car model, the city, the price estimate shown and the shop’s progress on it';

export const LEAD_REMOVED = 'your name, e-mail address and phone number, and the shop’s notes';

/** Each retention period as a sentence, from the settings (UPLOAD_/WRAP_/QUOTE_RETENTION_*). */
export const RETENTION_TEXT = {
  uploads: (hours: number) =>
    `A photo you upload and never make a wrap of is deleted ${plural(hours, 'hour')} after the upload, with its outline.`,
  wraps: (days: number) =>
    `A wrap preview you did not ask a quote for, and that is not in the public gallery, is deleted ${plural(days, 'day')} after it was made: your photo, the previews and your e-mail address.`,
  quotes: (days: number) =>
    `A quote request is kept ${plural(days, 'day')}. Then its photo and previews are deleted (unless you agreed to show the wrap in the gallery), and the shop keeps only an anonymous lead: ${LEAD_KEPT}.`,
} as const;

/** The privacy page's sections, each sentence from the shop's settings. */
export const PRIVACY_POLICY_TEXT = {
  responsible: {
    heading: 'Who is responsible',
    text: (shopName: string, brandName: string, contact: string) =>
      `${shopName} runs ${brandName} and is responsible for the data you give it here. For anything about your data, write to ${contact}.`,
  },
  collected: {
    heading: 'What we collect and why',
    photo:
      'The photo of your car, to make your wrap preview. Location and camera details are removed from it when it arrives. Number plates and faces may be in it: keep that in mind when you choose the photo.',
    email: 'Your e-mail address, with your wrap request, so that your preview can be found again and the shop can reach you about it.',
    quote:
      'When you ask for a quote: your name, e-mail address, phone number and city, so that an installer can contact you. They are sent to the shop by e-mail.',
    gallery: (reviewed: boolean) =>
      `If you tick “Show my wrap in the public gallery”, the preview is shown there without your name or e-mail${reviewed ? ', once the shop approves it' : ''}. You can withdraw that at any time.`,
    address:
      'The address your requests come from is kept only as a one-way hash, to limit how many previews one visitor makes a day. We do not sell your data.',
  },
  photo: {
    heading: 'Where your photo goes',
    provider: (name: string, host: string) =>
      `Previews are made by ${name} (${host}): your photo and the look you chose are sent there to make the picture, under that service’s terms for business customers. When the day’s allowance is used up, the shop’s own server makes the preview instead.`,
    local: 'Previews are made on the shop’s own server: your photo is not sent to any other service.',
  },
  kept: { heading: 'How long we keep it', ...RETENTION_TEXT },
  deleting: {
    heading: 'How to delete your data',
    link: 'The confirmation e-mail of your quote request carries a private link to your data. It shows what is held and deletes it in one click: your photo, the previews, the outline of your car, the gallery entry and your requests. You can also only take your wrap out of the public gallery there.',
    lead: `The shop keeps only an anonymous lead of a quote request: ${LEAD_KEPT}. It does not keep ${LEAD_REMOVED}.`,
    contact: (contact: string) =>
      `Without the link, write to ${contact}: the shop deletes your data, or sends you a copy of it, from its back office.`,
  },
} as const;

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/** The privacy page, section by section, from the shop's settings, in the visitor's language (English unless given). */
export function privacyPolicy(facts: PrivacyFacts, text: Wording<typeof PRIVACY_POLICY_TEXT> = PRIVACY_POLICY_TEXT): PolicySection[] {
  const { shopName, brandName, contact, aiProvider } = facts;
  const { responsible, collected, photo, kept, deleting } = text;
  return [
    { heading: responsible.heading, paragraphs: [responsible.text(shopName, brandName, contact)] },
    {
      heading: collected.heading,
      paragraphs: [collected.photo, collected.email, collected.quote, collected.gallery(facts.galleryReview), collected.address],
    },
    { heading: photo.heading, paragraphs: [aiProvider ? photo.provider(aiProvider.name, aiProvider.host) : photo.local] },
    {
      heading: kept.heading,
      paragraphs: [kept.uploads(facts.uploadRetentionHours), kept.wraps(facts.wrapRetentionDays), kept.quotes(facts.quoteRetentionDays)],
    },
    { heading: deleting.heading, paragraphs: [deleting.link, deleting.lead, deleting.contact(contact)] },
  ];
}

/** The privacy page's own frame around privacyPolicy's sections. */
export const PRIVACY_PAGE_TEXT = {
  title: 'Privacy policy',
  back: 'Back to the home page',
} as const;

/** The page behind the private link (/my-data). */
export const MY_DATA_TEXT = {
  title: 'Your data',
  loading: 'Loading what we hold…',
  intro: (brand: string) => `This is what ${brand} holds about your wrap preview. Only this link shows it: keep it to yourself.`,
  made: 'Made on',
  wrap: 'Wrap',
  email: 'E-mail address',
  photo: 'Your photo',
  result: 'The preview',
  changes: 'Change requests',
  gallery: 'In the public gallery',
  yes: 'Yes',
  no: 'No',
  quotes: 'Quote requests',
  quoteLine: (name: string, phone: string, city: string) => `${name}, ${phone}, ${city}`,
  deleteTitle: 'Delete everything',
  deleteIntro: `Your photo, the previews, the outline of your car, the gallery entry and your requests are deleted at once. The shop keeps only an anonymous lead of a quote request: ${LEAD_KEPT}.`,
  deleteButton: 'Delete my data',
  deleting: 'Deleting…',
  deleted: 'Your data has been deleted. The share link of your preview no longer shows it.',
  withdrawButton: 'Only remove my wrap from the public gallery',
  withdrawn: 'Your wrap is no longer in the public gallery.',
  noToken: (contact: string) =>
    `To see or delete your data, open the private link in the confirmation e-mail of your quote request, or write to ${contact}.`,
  privacyLink: 'How we handle your data',
} as const;

/** Server answers of the private link's routes. */
export const MY_DATA_ERRORS = {
  badLink: 'This link is not valid. Please use the link from your e-mail as it is.',
  gone: 'This data has already been deleted.',
  couldNotLoad: 'Your data could not be loaded. Please try again.',
} as const;

/** The line the confirmation e-mail carries, and the share page's pointer to it. */
export const DATA_LINK_TEXT = {
  emailLabel: 'To see or delete your data (photo, previews, this request):',
  sharePage: 'Your car? See or delete your data',
} as const;

/** A wrap whose data is gone: its share link answers this page (410). */
export const EXPIRED_TEXT = {
  title: 'This preview has expired',
  text: 'Wrap previews are kept only for a while, or until their owner deletes them. This one is no longer here.',
  cta: 'Wrap your own car',
} as const;

/** The back office's view of the retention job and of one visitor's data. */
export const RETENTION_ADMIN_TEXT = {
  title: 'Deleted by the retention rules (last 30 days)',
  uploads: 'Unused photos',
  wraps: 'Wraps',
  quotes: 'Quotes anonymised',
  files: 'Files',
  lastRun: (at: string) => `Last deletion ${at}`,
  never: 'Nothing deleted yet.',
  exportData: 'Export visitor data (JSON)',
  deleteData: 'Delete visitor data',
  confirmDelete:
    'Delete this visitor’s photo, previews, gallery entry and requests? The quote stays only as an anonymous lead. This cannot be undone.',
  dataDeleted: 'The visitor’s data was deleted; the quote stays as an anonymous lead.',
  anonymized: 'Anonymised lead',
} as const;
