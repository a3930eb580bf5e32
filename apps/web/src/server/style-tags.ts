import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/**
 * The <style> elements of a server-rendered page: MUI's (emotion, one element per chunk with the
 * data-emotion ids the browser's emotion cache takes over at hydration) and the plain stylesheets
 * of useStaticStyles (data-styles ids, which it finds and does not add again).
 */
export function styleTags(emotion: EmotionCriticalToChunks, staticStyles: Map<string, string>): string {
  const emotionTags = emotion.styles
    .filter(({ css }) => css)
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`);
  const plainTags = [...staticStyles].map(([id, css]) => `<style data-styles="${id}">${css}</style>`);
  return [...emotionTags, ...plainTags].join('');
}
