/**
 * The key under which requests for one mailbox are counted: `Ana.Roy+promo@Example.com` and
 * `anaroy@example.com` reach the same inbox at many providers, so they share one count. Only for
 * counting: the address stored and written to stays as it was typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0]!.replaceAll('.', '');
  return `${local}${address.slice(at)}`;
}
