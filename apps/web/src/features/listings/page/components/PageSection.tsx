import type { ReactNode } from 'react';
import { useListingPageStyles } from './listing-page-css';

/** A titled block of the page: an h2 and its content, labelled by the heading; outlined as a card unless not. */
export function PageSection({
  id,
  title,
  children,
  outlined = true,
}: {
  id: string;
  title: string;
  children: ReactNode;
  outlined?: boolean;
}) {
  useListingPageStyles();
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={outlined ? 'listing-paper' : undefined}>
      <h2 id={headingId} className="listing-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs as a description list, in a grid of two or three columns. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  useListingPageStyles();
  return (
    <dl className="listing-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Labels as a list of chips, or a sentence when there are none. */
export function ChipList({ labels, empty }: { labels: readonly string[]; empty: string }) {
  useListingPageStyles();
  if (labels.length === 0) return <p className="listing-chips-empty">{empty}</p>;
  return (
    <ul className="listing-chips">
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}
