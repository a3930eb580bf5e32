import { useSyncExternalStore } from 'react';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { SavedListingIdsDocument, SaveHomeDocument, UnsaveHomeDocument } from '../api/heart-operations';

/*
 * The ids of the listings the viewer saved, fetched once per signed-in user and shared by every
 * heart on screen; a heart changes it at once and puts it back if the server refuses. Outside
 * React, so the hearts of a results page are one subscription each and no provider. A refusal is
 * kept as it came: reading its code and message needs the error catalogue, which the hearts load
 * only when there is one to show (HeartFailure).
 */

interface State {
  saved: ReadonlySet<string>;
  /** The last refusal, shown by the heart of its listing until the next click. */
  failure: { listingId: string; error: unknown } | null;
}

const EMPTY: State = { saved: new Set(), failure: null };
let state: State = EMPTY;
/** Whose ids are loaded (or loading): a second page of the same user asks nothing. */
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function withSaved(listingId: string, saved: boolean): ReadonlySet<string> {
  const next = new Set(state.saved);
  if (saved) next.add(listingId);
  else next.delete(listingId);
  return next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the viewer saved the listing, as known now. */
export function isSaved(listingId: string): boolean {
  return state.saved.has(listingId);
}

/** The refusal of the last save or removal of this listing, if it failed. */
export function saveFailure(listingId: string): unknown {
  return state.failure?.listingId === listingId ? state.failure.error : null;
}

/** isSaved for a component: false on the server and until the ids arrive. */
export function useIsSaved(listingId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSaved(listingId),
    () => false,
  );
}

/** saveFailure for a component: none on the server. */
export function useSaveFailure(listingId: string): unknown {
  return useSyncExternalStore(
    subscribe,
    () => saveFailure(listingId),
    () => null,
  );
}

/** Loads the user's saved ids once; a failed load is tried again by the next call. */
export async function loadSavedIds(userId: string): Promise<void> {
  if (loadedFor === userId) return;
  loadedFor = userId;
  try {
    const { savedListingIds } = await graphqlRequest(SavedListingIdsDocument);
    if (loadedFor === userId) update({ saved: new Set([...savedListingIds, ...state.saved]) });
  } catch {
    if (loadedFor === userId) loadedFor = null;
  }
}

/** Signed out: no heart shows saved any more. */
export function forgetSavedIds(): void {
  loadedFor = null;
  update(EMPTY);
}

/**
 * Saves or removes a listing: the hearts change at once; a refusal puts them back, keeps the
 * error for the listing's heart, and is thrown to the caller.
 */
export async function setSaved(listingId: string, saved: boolean): Promise<void> {
  update({ saved: withSaved(listingId, saved), failure: null });
  try {
    if (saved) await graphqlRequest(SaveHomeDocument, { listingId });
    else await graphqlRequest(UnsaveHomeDocument, { listingId });
  } catch (error) {
    update({ saved: withSaved(listingId, !saved), failure: { listingId, error } });
    throw error;
  }
}
