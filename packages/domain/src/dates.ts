/** Today in UTC as YYYY-MM-DD, comparable as strings with isoDateSchema values (iso-date-schema.ts). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
