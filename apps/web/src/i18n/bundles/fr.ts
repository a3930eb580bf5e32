import { namespacesOf } from './namespaces';

/** French: its own chunk, loaded only when French is the language (at start-up or on a switch). */
export const fr = namespacesOf(
  import.meta.glob(['../locales/fr/*.ts', '../../features/**/i18n/fr/*.ts'], { eager: true }),
);
