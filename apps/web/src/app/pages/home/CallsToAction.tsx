import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { listYourPropertyLink } from '../../shell/nav-links';
import { useHomeStyles } from './home-css';

export function CallsToAction() {
  useHomeStyles();
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <div className="home-ctas">
      <div className="home-cta home-cta--green">
        <h2>{t('cta.landlordTitle')}</h2>
        <p className="plain-text plain-text--muted">{t('cta.landlordText')}</p>
        <RouterLink to={listYourPropertyLink(user)} className="plain-button plain-button--contained">
          {t('cta.landlordAction')}
        </RouterLink>
      </div>
      <div className="home-cta">
        <h2>{t('cta.learnTitle')}</h2>
        <p className="plain-text plain-text--muted">{t('cta.learnText')}</p>
        <div className="home-cta__actions">
          <RouterLink to="/knowledge-center" className="plain-button plain-button--outlined">
            {t('cta.learnAction')}
          </RouterLink>
          <RouterLink to="/contact-us" className="plain-button plain-button--primary">
            {t('cta.helpAction')}
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
