import { PageLink } from '../../components/PageLink';
import ui from '../../components/ui.module.css';

export type CalloutProps = {
  readonly title: string;
  readonly text: string;
  readonly action: string;
} & ({ readonly to: string; readonly href?: never } | { readonly href: string; readonly to?: never });

/** A closing call to action at the foot of an information page. */
export function Callout({ title, text, action, ...target }: CalloutProps) {
  return (
    <section className={ui.section}>
      <div className={ui.inner}>
        <div className={ui.callout}>
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
          <PageLink {...target} className={ui.calloutButton}>
            {action}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
