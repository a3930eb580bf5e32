import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearch } from '../../../../lib/use-url-search';

const TYPE = 'type';
const PAGE = 'page';

function isUserType(value: string | null): value is UserType {
  return !!value && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * The users table's search text, type filter and page, all in the URL (`?search=`, `?type=`,
 * `?page=`), so a reload or a shared link shows the same rows. Choosing a type starts again from
 * page 1, as a new search does.
 */
export function useUserFilters() {
  const search = useUrlSearch();
  const [params, setParams] = useSearchParams();
  const raw = params.get(TYPE);
  const userType = isUserType(raw) ? raw : null;

  const setUserType = useCallback(
    (next: UserType | null) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next) updated.set(TYPE, next);
          else updated.delete(TYPE);
          updated.delete(PAGE);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // One URL update: two in a row would each start from the same old parameters.
  const { setTyped } = search;
  const clearAll = useCallback(() => {
    setTyped('');
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        for (const name of ['search', TYPE, PAGE]) updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  }, [setTyped, setParams]);

  return { ...search, userType, setUserType, clearAll } as const;
}
