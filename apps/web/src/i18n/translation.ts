/** The shape of a locale file: the same keys as the English one, any text as value. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
