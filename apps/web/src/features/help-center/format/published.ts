/**
 * The articles a reader may see. The API also returns drafts to signed-in staff with helpCenter
 * view; the public help center pages keep to the published ones, so staff see what readers see
 * (the staff pages are where drafts are worked on).
 */
export function publishedOnly<T extends { isPublished: boolean }>(articles: readonly T[]): T[] {
  return articles.filter((article) => article.isPublished);
}
