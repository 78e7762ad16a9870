import { useResource } from '@tp/shared/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { AdminCategory } from '@tp/shared/contracts/console';
import { CategoryNames } from '../components/CategoryNames';
import { LoadNotice } from '../components/LoadNotice';
import { useConsoleApi } from '../state/console-context';
import styles from '../components/console.module.css';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The store's category order (m_index), changed by dragging or from the keyboard, saved as a whole; and each category's names and icon. */
export function CategoriesPage() {
  const api = useConsoleApi();
  const load = useResource<AdminCategory[]>('categories', () => api.categories());
  // Categories renamed here since the list loaded, by id: the order shows their new names without a reload.
  const [renamed, setRenamed] = useState<ReadonlyMap<number, AdminCategory>>(new Map());
  if (load.status !== 'ready') return <LoadNotice load={load} />;
  const latest = load.data.map((category) => renamed.get(category.hid) ?? category);
  return (
    <>
      <CategoryOrder initial={load.data} nameOf={(category) => renamed.get(category.hid)?.name ?? category.name} />
      <CategoryNames categories={latest} onSaved={(category) => setRenamed((now) => new Map(now).set(category.hid, category))} />
    </>
  );
}

function CategoryOrder({ initial, nameOf }: { readonly initial: readonly AdminCategory[]; readonly nameOf: (category: AdminCategory) => string }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [order, setOrder] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [dragging, setDragging] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // Said to screen readers after a move from the keyboard.
  const [announcement, setAnnouncement] = useState('');
  const changed = order.some((category, i) => category.hid !== saved[i]?.hid);

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moved(order, from, to);
    setOrder(next);
    setOutcome(null);
    setAnnouncement(t('categories.movedTo', { name: nameOf(order[from]), position: to + 1, count: order.length }));
    if (focus) queueMicrotask(() => document.getElementById(`category-${order[from].hid}`)?.focus());
  };
  const onKey = (index: number) => (event: KeyboardEvent) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: order.length - 1 }[event.key];
    if (to === undefined || !event.altKey) return;
    event.preventDefault();
    move(index, to, true);
  };
  const save = async () => {
    setBusy(true);
    try {
      const answer = await api.orderCategories(order.map((c) => c.hid));
      setOrder(answer);
      setSaved(answer);
      setOutcome({ ok: true, text: t('categories.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: t('news.failed', { message: error instanceof Error ? error.message : '' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t('categories.heading')}</h2>
      <p className={styles.muted} id="categories-help">{t('categories.help')}</p>
      <ol className={styles.order} aria-describedby="categories-help">
        {order.map((category, index) => (
          <li
            key={category.hid}
            id={`category-${category.hid}`}
            tabIndex={0}
            draggable
            className={dragging === index ? styles.selected : undefined}
            onKeyDown={onKey(index)}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              setDragging(index);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <span aria-hidden="true" className={styles.muted}>⠿ </span>
            {nameOf(category) || `#${category.hid}`} <span className={styles.muted}>#{category.hid}</span>
            <span className={styles.row}>
              <button type="button" className={styles.button} disabled={index === 0} aria-label={t('categories.up', { name: nameOf(category) })} onClick={() => move(index, index - 1, true)}>↑</button>
              <button type="button" className={styles.button} disabled={index === order.length - 1} aria-label={t('categories.down', { name: nameOf(category) })} onClick={() => move(index, index + 1, true)}>↓</button>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} aria-live="polite">{announcement}</p>
      <div className={styles.row}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={!changed || busy} onClick={() => void save()}>{t('categories.save')}</button>
        <button type="button" className={styles.button} disabled={!changed || busy} onClick={() => setOrder(saved)}>{t('categories.reset')}</button>
      </div>
      {outcome && <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : styles.error}>{outcome.text}</p>}
    </section>
  );
}
