import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../lib/head/head-tags';
import { knowledgeCenter } from './i18n/en/knowledge-center';
import { knowledgeCenterHead } from './knowledge-center-head';

const t = i18next.createInstance({ lng: 'en', resources: { en: { knowledgeCenter } } });
await t.init();
const tk = t.getFixedT('en', 'knowledgeCenter');

const HUB = {
  province: 'ON',
  posts: [
    {
      id: 'p1',
      title: 'Rent & deposits',
      slug: 'rent-deposits',
      description: '',
      thumbnailUrl: '/files/p1/card.webp',
      avgReadingTime: 3,
      publishedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  trending: [],
  estateScoop: [],
  rentalLaws: [],
};

describe('knowledgeCenterHead', () => {
  it('links the blog feeds, names the newest picture and lists the posts', () => {
    const head = knowledgeCenterHead(tk, '', HUB);
    expect(head).toMatchObject({ path: '/knowledge-center', image: '/files/p1/card.webp', noindex: false });
    const html = headTags(head, { origin: 'https://rentals.example', lang: 'en' });
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href="https://rentals.example/blogs/rss.xml" />',
    );
    expect(html).toContain('type="application/atom+xml"');
    expect(html).toContain('"url":"https://rentals.example/blog/p1/rent-deposits"');
    expect(html).toContain(
      '<link rel="canonical" href="https://rentals.example/knowledge-center?lang=en" />',
    );
  });

  it('keeps a search out of the index and has no picture when nothing has one', () => {
    const head = knowledgeCenterHead(tk, 'deposit', { ...HUB, posts: [] });
    expect(head.noindex).toBe(true);
    expect(head.image).toBeNull();
  });
});
