import { memo, startTransition, Suspense, use, useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS } from '../contracts/prerender';
import { fieldChangesIn, tellReact, type FieldChange } from './changes-before-hydration';
import { useHydrating } from './use-browser-value';
import { ServerSnapshots } from './use-observable';

/**
 * A visitor reaching into a region, or a field of it changed without a focus
 * (a choice made by assistive technology, an autofill): it is hydrated at
 * once, so what they type or choose is not lost to the server's HTML.
 */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** How close to the viewport a region comes before it is hydrated. */
const NEAR_VIEW_MARGIN = '300px';
/** The longest a region in view of no one waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

interface Gate {
  readonly opened: Promise<void>;
  /** Opens the gate of the region whose element is given. */
  readonly open: (region: Element | null) => void;
  /** Reads what the visitor changed in the region's fields until now, for React once it has hydrated them. */
  readonly readChanges: () => void;
  /** What `readChanges` read last. */
  readonly changes: readonly FieldChange[];
}

function createGate(): Gate {
  let resolve = () => {};
  let region: Element | null = null;
  let changes: readonly FieldChange[] = [];
  const opened = new Promise<void>((done) => (resolve = done));
  return {
    opened,
    open(element) {
      region = element;
      // Settled the way React reads a promise's state (`status`), at once: the synchronous hydration React attempts
      // when an event reaches the region (a press, a key, a field's change) then goes through in that very event.
      // Waiting for the promise, it would hydrate a moment later, and what is typed meanwhile reaches the page but
      // never React.
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
    readChanges() {
      changes = region ? fieldChangesIn(region) : [];
    },
    get changes() {
      return changes;
    },
  };
}

/** While hydrating the server's HTML in the browser, waits for the gate. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const waits = useWaitsToHydrate();
  // Once a render has waited on the gate, every later render reads it too (React asks a suspended component to call use() again).
  const [waited] = useState(waits);
  if (waits || waited) use(gate.opened);
  // About to hydrate the server's fields: what the visitor changed in them so far is read before they mount, for
  // a form library may put its own values back into them as they do.
  if (waits) gate.readChanges();
  return children;
}

/** True while this part of the tree hydrates a server render in the browser (never on the server). */
function useWaitsToHydrate(): boolean {
  const hydrating = useHydrating();
  // The server snapshots are there only while the browser hydrates a server render: the server never waits.
  const inBrowser = useContext(ServerSnapshots) !== null;
  return hydrating && inBrowser;
}

interface MarkHydratedProps {
  readonly gate: Gate;
  readonly region: RefObject<HTMLDivElement | null>;
  /** Lets updates from above reach the region, hydrated now. */
  readonly onHydrated: () => void;
}

/** Rendered after a region's content: its effect runs once that content is hydrated and committed. */
function MarkHydrated({ gate, region, onHydrated }: MarkHydratedProps) {
  useEffect(() => {
    // First the region takes updates again: a change told below may update a value from above, which a
    // controlled field of the region must then show (React puts back the value its props still held otherwise).
    onHydrated();
    tellReact(gate.changes);
    region.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [gate, region, onHydrated]);
  return null;
}

interface LateRegionProps extends MarkHydratedProps {
  readonly opened: boolean;
  readonly children: ReactNode;
}

/**
 * The boundary itself. Until the gate opens it takes no update from above: an
 * update reaching a boundary that has not hydrated yet makes React drop the
 * server's HTML and render it anew (a blank, then a shift).
 */
const LateRegion = memo(
  function LateRegion({ gate, region, onHydrated, children }: LateRegionProps) {
    return (
      <Suspense fallback={null}>
        <Gated gate={gate}>
          {children}
          <MarkHydrated gate={gate} region={region} onHydrated={onHydrated} />
        </Gated>
      </Suspense>
    );
  },
  (previous, next) =>
    !next.opened ||
    (previous.opened && previous.children === next.children && previous.gate === next.gate && previous.region === next.region && previous.onHydrated === next.onHydrated),
);

/**
 * A region below the first screen that hydrates on its own, after the rest of
 * the page: when it comes near the viewport, when the browser is first idle or
 * when the visitor reaches into it (a press, focus or a key), whichever is
 * sooner. Until then it keeps the server's HTML as it is (React
 * leaves a suspended boundary's server HTML in place), so the page's first
 * hydration is smaller and its work comes in shorter tasks. On the server,
 * and in any render that is not a hydration, the children render at once.
 * Props from above wait for the region (LateRegion), but a context does not:
 * React cannot tell whether a waiting region reads a context whose value
 * changed, so it renders the region anew. A provider above one must keep its
 * value until the page is first idle (a page's data shown as it came, not
 * copied into state after hydration).
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  const [opened, setOpened] = useState(!useWaitsToHydrate());
  const markOpened = useCallback(() => setOpened(true), []);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (opened) return;
    const serverHtml = region.current?.firstElementChild;
    const open = () => {
      cleanUp();
      gate.open(region.current);
      // The region's own hydration comes first (it was waiting); the update after it carries what changed meanwhile.
      startTransition(() => setOpened(true));
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(open, 0);
    const observer =
      serverHtml && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: NEAR_VIEW_MARGIN })
        : undefined;
    if (serverHtml) observer?.observe(serverHtml);
    // On the document, ahead of React's own listener at the root: the gate is open when React, hearing an event
    // meant for a region still dehydrated, hydrates it on the spot (it would stop the event otherwise).
    const reach = (event: Event) => region.current?.contains(event.target as Node) && open();
    for (const type of INTERACTIONS) document.addEventListener(type, reach, { capture: true });
    function cleanUp() {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, reach, { capture: true });
    }
    return cleanUp;
  }, [gate, opened]);

  return (
    <div ref={region} className={LATE_HYDRATION_CLASS}>
      <LateRegion gate={gate} opened={opened} region={region} onHydrated={markOpened}>
        {children}
      </LateRegion>
    </div>
  );
}
