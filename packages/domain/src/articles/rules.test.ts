import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './schemas';
import { articleUrlProblem, isContentImageUrl, linkHealth } from './rules';

describe('an article address', () => {
  it.each([
    ['https://www.cmhc-schl.gc.ca/professionals/housing-markets-data-and-research', null],
    ['https://tribunalsontario.ca/ltb/', null],
    ['https://www150.statcan.gc.ca/n1/daily-quotidien/240919/dq240919a-eng.htm?x=1#top', null],
    ['https://www.tal.gouv.qc.ca/fr', null],
    ['https://xn--bcher-kva.example.xn--p1ai/', null],
    ['  https://www.cmhc-schl.gc.ca/  ', null],
    ['http://www.cmhc-schl.gc.ca/', 'ARTICLE_URL_NOT_HTTPS'],
    ['ftp://files.cmhc-schl.gc.ca/report.pdf', 'ARTICLE_URL_NOT_HTTPS'],
    ['javascript:alert(1)', 'ARTICLE_URL_NOT_HTTPS'],
    ['data:text/html,<script>alert(1)</script>', 'ARTICLE_URL_NOT_HTTPS'],
    ['www.cmhc-schl.gc.ca/rent', 'ARTICLE_URL_INVALID'],
    ['//www.cmhc-schl.gc.ca/', 'ARTICLE_URL_INVALID'],
    ['', 'ARTICLE_URL_INVALID'],
    ['https://', 'ARTICLE_URL_INVALID'],
    ['https://localhost/admin', 'ARTICLE_URL_INVALID'],
    ['https://intranet/', 'ARTICLE_URL_INVALID'],
    ['https://127.0.0.1/', 'ARTICLE_URL_INVALID'],
    ['https://169.254.169.254/latest/meta-data', 'ARTICLE_URL_INVALID'],
    ['https://[::1]/', 'ARTICLE_URL_INVALID'],
    ['https://printer.local/', 'ARTICLE_URL_INVALID'],
    ['https://bad_host.ca/', 'ARTICLE_URL_INVALID'],
    ['https://-bad.ca/', 'ARTICLE_URL_INVALID'],
    ['https://java\tscript.ca/', 'ARTICLE_URL_INVALID'],
    [`https://www.cmhc-schl.gc.ca/${'a'.repeat(2048)}`, 'ARTICLE_URL_INVALID'],
    ['https://user:secret@www.cmhc-schl.gc.ca/', 'ARTICLE_URL_HAS_CREDENTIALS'],
    ['https://user@www.cmhc-schl.gc.ca/', 'ARTICLE_URL_HAS_CREDENTIALS'],
  ])('%s → %s', (url, problem) => {
    expect(articleUrlProblem(url)).toBe(problem);
  });
});

it('takes an uploaded picture or a public https picture, nothing else', () => {
  expect(isContentImageUrl('/files/0b0f6a4e-4b8e-4a57-9d38-1e3d0b7a7a11')).toBe(true);
  expect(isContentImageUrl('https://www.cmhc-schl.gc.ca/logo.png')).toBe(true);
  expect(isContentImageUrl('/files/../etc/passwd')).toBe(false);
  expect(isContentImageUrl('http://www.cmhc-schl.gc.ca/logo.png')).toBe(false);
  expect(isContentImageUrl('javascript:alert(1)')).toBe(false);
});

it('reads a link check: unchecked, fine up to redirects, broken on errors or no answer', () => {
  const at = new Date();
  expect(linkHealth(null, null)).toBe('UNCHECKED');
  expect(linkHealth(at, 200)).toBe('OK');
  expect(linkHealth(at, 301)).toBe('OK');
  expect(linkHealth(at, 404)).toBe('BROKEN');
  expect(linkHealth(at, null)).toBe('BROKEN');
});

it('puts the address rule on the form field with its message key', () => {
  const base = {
    title: 'Rental market report',
    articleUrl: 'http://www.cmhc-schl.gc.ca/',
    articleType: 'TRENDING',
    status: 'DRAFT',
    locale: 'en',
    tags: [],
  };
  const result = articleInputSchema.safeParse(base);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['articleUrl', 'articleUrlNotHttps'],
  ]);
  expect(articleInputSchema.safeParse({ ...base, articleUrl: 'https://www.cmhc-schl.gc.ca/' }).success).toBe(
    true,
  );
});
