const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Created and updated timestamps as the spec writes them, MM-DD-YYYY hh:mm (spec/01 §2, §9), in
 * the browser's time zone. hh is the 12-hour clock, as in the spec's format string. Shared by the
 * landlord dashboard and the staff listing tables.
 */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const hours = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())}`;
}
