import { expect, it } from 'vitest';
import { blogTagPath, readPublicBlogParams, writePublicBlogParams } from './public-params';

it('reads the filters and keeps the page only while they stay', () => {
  const query = new URLSearchParams('q=deposit&tag=Moving&posts=fr&page=3');
  expect(readPublicBlogParams(query)).toEqual({ q: 'deposit', tag: 'Moving', posts: 'fr', page: 3 });
  expect(writePublicBlogParams(query, { tag: 'Safety' }).toString()).toBe('q=deposit&tag=Safety&posts=fr');
  expect(writePublicBlogParams(query, { page: 4 }).get('page')).toBe('4');
  expect(readPublicBlogParams(new URLSearchParams('posts=de&page=-1'))).toMatchObject({ posts: '', page: 1 });
});

it('links a tag to the filtered list', () => {
  expect(blogTagPath('Déménagement')).toBe('/blogs?tag=D%C3%A9m%C3%A9nagement');
});
