import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a listing card shows over its picture's corner for the viewer (the saved-homes heart). The
 * app shell fills it (app/layouts/RootLayout.tsx), so every card, wherever a page renders it
 * (/search, the home page, a listing's similar listings), gets it without the search feature
 * knowing the feature that provides it, and without a prop threaded through each page.
 */
export type ListingAction = ComponentType<{ listingId: string; title: string }>;

export const ListingActionContext = createContext<ListingAction | null>(null);

/** The action cards show, or null where none is provided. */
export function useListingAction(): ListingAction | null {
  return useContext(ListingActionContext);
}
