import { Fragment, useMemo } from 'react';
import { highlightParts } from '../lib/highlight';
import styles from './Highlight.module.css';

/** `text` with the parts matching the search in a <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = useMemo(() => highlightParts(text, query), [text, query]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
