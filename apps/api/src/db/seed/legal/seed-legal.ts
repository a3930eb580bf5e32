import { count, inArray } from 'drizzle-orm';
import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import type { Db } from '../../client';
import { legalAcceptances, legalDocuments } from '../../schema/legal';
import { users } from '../../schema/users';
import { richTextForStorage } from '../../../modules/rich-text/rich-text';
import { findCurrentDocument } from '../../../modules/legal/legal.service';
import { DEMO_USERS } from '../demo-users';
import { PRIVACY_EN } from './privacy-en';
import { PRIVACY_FR } from './privacy-fr';
import { TERMS_EN } from './terms-en';
import { TERMS_FR } from './terms-fr';

/** The day version 1 of both documents takes effect. */
export const LEGAL_V1_EFFECTIVE_ON = '2026-01-01';

const V1 = [
  {
    kind: 'TERMS' as const,
    en: TERMS_EN,
    fr: TERMS_FR,
    summaryEn: 'The first version of our Terms of Use.',
    summaryFr: 'La première version de nos Conditions d’utilisation.',
  },
  {
    kind: 'PRIVACY' as const,
    en: PRIVACY_EN,
    fr: PRIVACY_FR,
    summaryEn: 'The first version of our Privacy Policy.',
    summaryFr: 'La première version de notre Politique de confidentialité.',
  },
];

/**
 * Version 1 of the terms of use and of the privacy policy, published: every installation needs
 * them (sign-up accepts the terms). Skipped when any legal document exists. Returns whether it seeded.
 */
export async function seedLegalDocuments(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(legalDocuments);
  if (existing!.n > 0) return false;
  await db.transaction(async (tx) => {
    for (const doc of V1) {
      // Through the same parser and sanitizer as what admins type.
      const en = richTextForStorage(richTextFromMarkdown(doc.en), { requireText: true });
      const fr = richTextForStorage(richTextFromMarkdown(doc.fr), { requireText: true });
      await tx.insert(legalDocuments).values({
        kind: doc.kind,
        version: 1,
        effectiveOn: LEGAL_V1_EFFECTIVE_ON,
        bodyJsonEn: en.json as unknown as Record<string, unknown>,
        bodyHtmlEn: en.html,
        bodyJsonFr: fr.json as unknown as Record<string, unknown>,
        bodyHtmlFr: fr.html,
        summaryEn: doc.summaryEn,
        summaryFr: doc.summaryFr,
        publishedAt: new Date(`${LEGAL_V1_EFFECTIVE_ON}T05:00:00Z`),
      });
    }
  });
  return true;
}

/**
 * The demo accounts have accepted the current terms, so signing in as one is not stopped by the
 * acceptance dialog (demos and end-to-end tests). Accounts already accepted are left as they are.
 */
export async function acceptTermsForDemoUsers(db: Db): Promise<void> {
  const terms = await findCurrentDocument(db, 'TERMS');
  if (!terms) return;
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  if (!demo.length) return;
  await db
    .insert(legalAcceptances)
    .values(demo.map((u) => ({ userId: u.id, documentId: terms.id })))
    .onConflictDoNothing();
}
