import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { PlatformId } from '../platforms/platforms';
import shared from './shared.module.css';
import styles from './InstallTutorial.module.css';

/** The steps of each platform's tutorial, in order (keys of `tutorial.<platform>`). */
export const TUTORIAL_STEPS: Record<PlatformId, readonly string[]> = {
  android: ['download', 'verify', 'allow', 'install', 'backup'],
  ios: ['store', 'publisher', 'install', 'backup'],
  extension: ['store', 'add', 'pin', 'backup'],
  pc: ['download', 'verify', 'install', 'backup'],
};

export function InstallTutorial({ platform }: { platform: PlatformId }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.tutorial} ${shared.deferred}`} aria-labelledby="download-tutorial-title">
      <h2 id="download-tutorial-title" className={shared.sectionTitle}>
        {t('tutorial.title', { platform: t(`platforms.${platform}`) })}
      </h2>
      <ol className={styles.steps}>
        {TUTORIAL_STEPS[platform].map((step, index) => (
          <li key={step} className={`${shared.card} ${styles.step}`}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{t(`tutorial.${platform}.${step}.title`)}</h3>
            <p className={styles.stepBody}>{t(`tutorial.${platform}.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
