import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHead } from './page-head';

/*
 * One hook for a page's head. In the browser it sets the tab title ("<page> | Rentals", which
 * screen readers announce on navigation) and the meta description. On the server, where effects
 * do not run, it records the head in the collector the render was given (PageHeadContext), from
 * which the server writes the <head> tags (head-tags.ts).
 */

/** What a server render gives the pages through PageHeadContext. */
export interface HeadCollectorValue {
  /** Called by usePageHead while rendering: the last page head rendered is the page's. */
  record(head: PageHead | null): void;
}

export const PageHeadContext = createContext<HeadCollectorValue | null>(null);

/** A collector for one server render: wrap the app in `<PageHeadContext value={value}>`, then read current(). */
export function createHeadCollector(): { value: HeadCollectorValue; current(): PageHead | null } {
  let head: PageHead | null = null;
  return {
    value: {
      record(next) {
        head = next;
      },
    },
    current: () => head,
  };
}

/** Sets the document's meta description while shown, and puts the previous one back when it changes or goes. */
function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/** The page's head: null while the page has nothing to describe yet (its data is loading). */
export function usePageHead(head: PageHead | null): void {
  const collector = useContext(PageHeadContext);
  // A render, not an effect: the server renders once and runs no effects.
  collector?.record(head);
  const { t } = useTranslation();
  const appName = t('appName');
  const title = head?.title;
  useEffect(() => {
    document.title = title && title !== appName ? `${title} | ${appName}` : appName;
  }, [title, appName]);
  useMetaDescription(head?.description);
}
