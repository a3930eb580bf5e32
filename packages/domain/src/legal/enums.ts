/** The two versioned legal documents: the terms of use and the privacy policy. */
export const LEGAL_KINDS = ['TERMS', 'PRIVACY'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** Where each document is read (the privacy policy also answers at /privacy-policy). */
export const LEGAL_PATHS: Record<LegalKind, string> = { TERMS: '/terms', PRIVACY: '/privacy' };
