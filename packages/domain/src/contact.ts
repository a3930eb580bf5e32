/** How to reach the rental team; shown on the list-with-us page, the footer and the price-over-limit message. */

/** Support phone (spec/01 §2, spec/03 §2.4 {phone}). */
export const SUPPORT_PHONE = '+1 (416) 555-0100';
/** Support e-mail (spec/01 §2, spec/03 §2.4 {email}). */
export const SUPPORT_EMAIL = 'support@rentals.example';
