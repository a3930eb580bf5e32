/**
 * The applicant's name as the landlord's and staff pages show it: the API answers '' once the
 * applicant deleted their passport, and a heading, a row or a button label must still name someone.
 */
export function applicantNameOr(name: string, deleted: string): string {
  return name.trim() || deleted;
}
