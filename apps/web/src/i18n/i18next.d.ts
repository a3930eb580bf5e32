import 'i18next';
import type { Namespaces } from './namespace-types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Namespaces;
  }
}
