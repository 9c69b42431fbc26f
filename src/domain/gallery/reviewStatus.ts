/**
 * The shop's decision on a gallery wrap, shared by the server's rule and the back office.
 * 'hidden' always keeps a wrap out of public lists; 'approved' shows it (if the visitor
 * consented); 'pending' shows it only while the shop does not review the gallery
 * (GALLERY_REVIEW is not true).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
