/**
 * Every namespace's English texts, by namespace: what i18next.d.ts gives i18next to type t()'s
 * keys. Each English locale module adds its own entry next to its texts,
 *
 *   declare module '<path to>/i18n/namespace-types' {
 *     interface Namespaces {
 *       listingPage: typeof listingPage;
 *     }
 *   }
 *
 * so a new namespace file needs no edit here; a namespace without its entry fails the typecheck
 * wherever t() reads it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the locale modules' declarations
export interface Namespaces {}
