import { useTranslation } from '@tp/shared/facades/react-i18next';
import ui from '../../components/ui.module.css';

/** A numbered sequence read from `<prefix>.<id>.title` and `<prefix>.<id>.text`. */
export function Steps({ prefix, ids }: { prefix: string; ids: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ol className={ui.steps}>
      {ids.map((id) => (
        <li key={id}>
          <h3>{t(`${prefix}.${id}.title`)}</h3>
          <p>{t(`${prefix}.${id}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
