import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { useEffect, useState } from 'react';
import { VISITOR_PROVINCE_KEY } from '../../../lib/visitor-province';

/** The province the visitor chose elsewhere (lib/visitor-province), or null: search then spans all. */
export function readVisitorProvince(storage: Pick<Storage, 'getItem'> | null): Province | null {
  try {
    const stored = storage?.getItem(VISITOR_PROVINCE_KEY);
    return PROVINCES.find((p) => p === stored) ?? null;
  } catch {
    return null;
  }
}

/** Read once hydrated: the server render searches every province, as a first visit does. */
export function useVisitorProvince(): Province | null {
  const [province, setProvince] = useState<Province | null>(null);
  useEffect(() => setProvince(readVisitorProvince(window.localStorage)), []);
  return province;
}
