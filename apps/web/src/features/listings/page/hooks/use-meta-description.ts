import { useEffect } from 'react';

/**
 * Sets the page's meta description while the page is shown and puts the site's back when it is
 * left. Crawlers that run scripts read it; the server writes the Open Graph tags itself.
 */
export function useMetaDescription(description: string | undefined): void {
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
