/** Handwriting-like faces the systems people use have, in order; cursive is the generic fallback. */
export const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';

/** A typed signature or initials, as shown in place. */
export const scriptStyle = {
  fontFamily: SCRIPT_FONT,
  fontStyle: 'italic',
  color: '#1a237e',
} as const;
