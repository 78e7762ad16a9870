import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';
import { useHydrating } from '@tp/shared/react';
import type { SubmissionKind } from '@tp/shared/api/types';
import { loadDraft, loadDraftLogo } from '../drafts/drafts';

const DraftReadable = createContext(true);

/**
 * Whether the form may read and write its saved draft in this render: not
 * while it hydrates the server's form, which the server rendered empty.
 */
export function useDraftReadable(): boolean {
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
 * rendered again from it at once (a new key), before they can type.
 */
export function DraftAfterHydration({ kind, children }: { kind: SubmissionKind; children: ReactNode }) {
  const hydrating = useHydrating();
  const [restoreAfterHydration] = useState(() => hydrating && hasSavedDraft(kind));
  return (
    <DraftReadable.Provider value={!hydrating}>
      <Fragment key={restoreAfterHydration && !hydrating ? 'restored' : 'first'}>{children}</Fragment>
    </DraftReadable.Provider>
  );
}
