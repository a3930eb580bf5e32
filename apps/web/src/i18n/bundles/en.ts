import { namespacesOf } from './namespaces';

/** English, the default language: part of the first page's JavaScript, ready before any render. */
export const en = namespacesOf(import.meta.glob('../locales/en/*.ts', { eager: true }));
