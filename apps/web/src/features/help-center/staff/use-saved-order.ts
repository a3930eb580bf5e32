import { useMutation } from '@apollo/client/react';
import type { HelpReorderKind } from '@rentals/domain/help-center/rules';
import { useState } from 'react';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { ReorderHelpContentDocument } from '../api/staff-collection-operations';

/**
 * The order a staff list shows: the server's, or the one just proposed while it is saved (so a
 * drop does not jump back while the call runs). A refusal rolls back to the server's order and
 * keeps the coded error to show (HELP_REORDER_CONFLICT: someone else changed the list). One
 * reorderContent call saves the whole order; moves made before it answers are dropped, and the
 * list shows its controls as unavailable meanwhile (SortableList's busy).
 */
export function useSavedOrder({
  kind,
  collectionId,
  serverIds,
  refetch,
}: {
  kind: HelpReorderKind;
  collectionId?: string;
  serverIds: readonly string[];
  /** Reloads the list; the proposed order is shown until it has. */
  refetch: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState<string[] | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [reorder] = useMutation(ReorderHelpContentDocument);

  const save = async (ids: string[]) => {
    if (pending) return;
    setError(null);
    setPending(ids);
    try {
      await reorder({ variables: { kind, collectionId, ids } });
      await refetch();
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setPending(null);
    }
  };

  return {
    ids: pending ?? serverIds,
    saving: pending !== null,
    error,
    clearError: () => setError(null),
    save,
  };
}
