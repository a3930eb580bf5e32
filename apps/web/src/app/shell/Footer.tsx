import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@rentals/domain/contact';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { withApollo } from '../../lib/apollo/load-apollo';
import { useStaticStyles } from '../../lib/styles/static-styles';
import { visuallyHidden } from '../../lib/visually-hidden';
import { CITY_LINKS, COMPANY_LINKS, SUPPORT_LINKS, socialLinks } from './footer/footer-links';

// Below the fold on every public page: its form code loads when the footer comes near the screen.
const NewsletterForm = lazy(async () => ({
  default: await withApollo(
    import('../../features/newsletter/components/NewsletterForm').then((m) => m.NewsletterForm),
  ),
}));

const SOCIAL = socialLinks(import.meta.env);

/*
 * Plain elements with one stylesheet (lib/styles/static-styles), with the look of MUI's Container,
 * Typography and Link: the footer is on every public page's first render, and its thirty-odd MUI
 * components were a noticeable part of it on a slow phone.
 */
const footerCss = ({ breakpoints, palette, typography: type }: Theme) => `
.site-footer { margin-top: auto; border-top: 1px solid ${palette.divider}; background: ${palette.background.paper}; }
.site-footer__inner { box-sizing: border-box; width: 100%; max-width: ${breakpoints.values.lg}px; margin: 0 auto;
  padding: 32px 16px; }
${breakpoints.up('sm')} { .site-footer__inner { padding: 32px 24px; } }
.site-footer__columns { display: grid; gap: 32px; grid-template-columns: 1fr; }
.site-footer__columns > * { min-width: 0; }
${breakpoints.up('sm')} { .site-footer__columns { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .site-footer__about { grid-column: 1 / -1; } }
${breakpoints.up('md')} { .site-footer__columns { grid-template-columns: 4fr 3fr 2fr 3fr; }
  .site-footer__about { grid-column: auto; } }
.site-footer p { margin: 0; }
.site-footer__name { font-weight: 800; }
.site-footer__small { font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight}; color: ${palette.text.secondary}; }
.site-footer__tagline { margin-bottom: 24px !important; }
.site-footer h2 { margin: 0 0 8px; font-size: ${type.subtitle1.fontSize}; line-height: ${type.subtitle1.lineHeight}; font-weight: 700; }
.site-footer ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
.site-footer a { color: ${palette.primary.dark}; text-decoration: none; overflow-wrap: anywhere; }
.site-footer a:hover { text-decoration: underline; }
.site-footer__follow { margin-top: 24px; }
.site-footer__rights { margin-top: 32px !important; }
`;

/** A titled group of footer links, a navigation landmark named by its title. */
function LinkGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/** The site footer (spec/03 §2.4): city searches, company and support pages, contacts, newsletter. */
export function Footer() {
  useStaticStyles('site-footer', footerCss);
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const newTab = tf('opensInNewTab');
  const opensInNewTab = <span style={visuallyHidden}>{` ${newTab}`}</span>;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {/* A CSS grid of the 12-column layout's shares (4 3 2 3; the first alone on a row below md). */}
        <div className="site-footer__columns">
          <div className="site-footer__about">
            <p className="site-footer__name">{t('appName')}</p>
            <p className="site-footer__small site-footer__tagline">{t('footer.tagline')}</p>
            <WhenNearViewport minHeight={140} afterInteraction>
              <Suspense fallback={<Box sx={{ minHeight: 140 }} />}>
                <NewsletterForm />
              </Suspense>
            </WhenNearViewport>
          </div>
          <div>
            <LinkGroup title={tf('citiesTitle')}>
              {CITY_LINKS.map((link) => (
                <li key={link.city}>
                  <RouterLink
                    to={link.to}
                    aria-label={tf('cityLink', { city: link.city })}
                    data-city={link.city}
                  >
                    {link.city}
                  </RouterLink>
                </li>
              ))}
            </LinkGroup>
          </div>
          <div>
            <LinkGroup title={tf('companyTitle')}>
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to}>{tf(link.label)}</RouterLink>
                </li>
              ))}
            </LinkGroup>
          </div>
          <div>
            <LinkGroup title={tf('supportTitle')}>
              {SUPPORT_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to}>{tf(link.label)}</RouterLink>
                </li>
              ))}
              <li>
                <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>
                  {tf('phone', { phone: SUPPORT_PHONE })}
                </a>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{tf('email', { email: SUPPORT_EMAIL })}</a>
              </li>
            </LinkGroup>
            {SOCIAL.length > 0 && (
              <div className="site-footer__follow">
                <LinkGroup title={tf('followTitle')}>
                  {SOCIAL.map((link) => (
                    <li key={link.name}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.name}
                        {opensInNewTab}
                      </a>
                    </li>
                  ))}
                </LinkGroup>
              </div>
            )}
          </div>
        </div>
        <p className="site-footer__small site-footer__rights">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
