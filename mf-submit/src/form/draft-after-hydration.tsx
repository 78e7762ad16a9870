import { createContext, Fragment, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useHydrating } from '@tp/shared/react';
import type { SubmissionKind } from '@tp/shared/api/types';
import { loadDraft, loadDraftLogo } from '../drafts/drafts';

const DraftReadable = createContext<RefObject<boolean>>({ current: true });

/**
 * Whether the form may read and write its saved draft: not while it hydrates
 * the server's form, which the server rendered empty. Read `current` when the
 * draft is read or written: it turns true after the hydration without
 * rendering the form again (a re-render at that moment is one task, the whole
 * form's, while the page loads).
 */
export function useDraftReadable(): RefObject<boolean> {
  return useContext(DraftReadable);
}

function hasSavedDraft(kind: SubmissionKind): boolean {
  const draft = loadDraft(kind);
  return Object.keys(draft.values).length > 0 || draft.donation !== null || loadDraftLogo(kind) !== null;
}

/**
 * The server renders a form empty, having no storage. While the browser
 * hydrates that HTML the form neither reads nor writes its draft, so the two
 * match and the draft is kept; a visitor with a draft then gets the form
 * rendered again from it at once (a new key), before they can type. Without
 * a draft, the form is not rendered again.
 */
export function DraftAfterHydration({ kind, children }: { kind: SubmissionKind; children: ReactNode }) {
  const hydrating = useHydrating();
  const [restoreAfterHydration] = useState(() => hydrating && hasSavedDraft(kind));
  const readableRef = useRef(!hydrating);
  useEffect(() => {
    readableRef.current = true;
  }, []);
  return (
    <DraftReadable.Provider value={readableRef}>
      <Fragment key={restoreAfterHydration && !hydrating ? 'restored' : 'first'}>{children}</Fragment>
    </DraftReadable.Provider>
  );
}
