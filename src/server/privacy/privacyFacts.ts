import type { PrivacyFacts } from '../../domain/privacy/api';
import { providerStatus } from '../ai/providerStatus';
import type { Config } from '../config';
import type { Db } from '../db/client';

const OPENAI_HOST = 'api.openai.com';

/** The privacy page's facts, from the settings the server runs with (and the AI key it knows of). */
export async function privacyFacts(config: Config, db: Db): Promise<PrivacyFacts> {
  const { provider } = await providerStatus(config, db);
  return {
    shopName: config.SHOP_NAME ?? config.BRAND_NAME,
    brandName: config.BRAND_NAME,
    contact: config.PRIVACY_CONTACT ?? config.SHOP_EMAIL,
    uploadRetentionHours: config.UPLOAD_RETENTION_HOURS,
    wrapRetentionDays: config.WRAP_RETENTION_DAYS,
    quoteRetentionDays: config.QUOTE_RETENTION_DAYS,
    // Named whenever it could take a photo: AI_PROVIDER=openai without a key yet still sends photos once one is set.
    aiProvider:
      provider === 'openai' || config.AI_PROVIDER === 'openai'
        ? { name: 'OpenAI', host: config.OPENAI_BASE_URL ? new URL(config.OPENAI_BASE_URL).host : OPENAI_HOST }
        : null,
    galleryReview: config.GALLERY_REVIEW,
  };
}
