import fs from 'node:fs';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { expect, it } from 'vitest';
import { common as enCommon } from '../i18n/locales/en/common';
import { theme } from './theme';

/*
 * index.html paints a header before the scripts run; the app's first render replaces it in place.
 * Had they different heights or colours, the page would jump or flash when the app starts.
 */
const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const shellCss = (selector: string) => html.match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? '';

it("the first paint's header is as tall as the app's, on the app's background, with its name", () => {
  expect(shellCss('.app-shell')).toContain(`height: ${HEADER_HEIGHT_PX}px;`);
  expect(html).toMatch(new RegExp(`body \\{[^}]*background: ${theme.palette.background.default};`));
  expect(shellCss('.app-shell svg')).toContain(`fill: ${theme.palette.primary.main};`);
  expect(html).toMatch(new RegExp(`>${enCommon.appName}</a`));
});
