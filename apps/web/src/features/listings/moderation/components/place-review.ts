/** One place of the review list: a new city, or a new neighbourhood of a city. */
export interface PlaceToReview {
  kind: 'city' | 'neighbourhood';
  id: string;
  name: string;
  /** "Toronto, ON": the city itself, or the neighbourhood's city. */
  city: string;
}

interface WaitingCity {
  id: string;
  name: string;
  province: string;
  accepted: boolean;
  neighbourhoods: { id: string; name: string; accepted: boolean }[];
}

/** The review list's rows in the API's order: each new city, then its new neighbourhoods. */
export function placesToReview(cities: readonly WaitingCity[]): PlaceToReview[] {
  return cities.flatMap((city) => {
    const where = `${city.name}, ${city.province}`;
    return [
      ...(city.accepted ? [] : [{ kind: 'city' as const, id: city.id, name: city.name, city: where }]),
      ...city.neighbourhoods
        .filter((n) => !n.accepted)
        .map((n) => ({ kind: 'neighbourhood' as const, id: n.id, name: n.name, city: where })),
    ];
  });
}
