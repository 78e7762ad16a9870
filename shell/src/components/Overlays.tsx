import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { COMMON_NAMESPACE, useObservableValue, useShell } from '@tp/shared/react';
import { ModalDialog } from '@tp/shared/react/modal-dialog';
import type { DonateParcelProps, ShellEventOf } from '@tp/shared';
import styles from './overlays.module.css';

type Toast = ShellEventOf<'toast'> & { id: number };
const TOAST_MS = 3000;

/** Short messages any section sends with a `toast` event, announced to screen readers. */
function Toasts() {
  const { bus } = useShell();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 0;
    const subscription = bus.on('toast').subscribe((event) => {
      const toast = { ...event, id: next++ };
      setToasts((list) => [...list, toast]);
      setTimeout(() => setToasts((list) => list.filter((item) => item.id !== toast.id)), TOAST_MS);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast} data-kind={toast.kind}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}

function OfflineNotice() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const online = useObservableValue(useShell().online$);
  if (online) return null;
  return (
    <p className={styles.offline} role="status">
      {t('offline')}
    </p>
  );
}

export type DonateParcelLoader = () => Promise<ParcelConfig<DonateParcelProps>>;

/** The donate dialog (docs/product.md §2.4): opens on `donate:open`, hosts mf-submit's donate parcel. */
function DonateDialog({ loadParcel }: { loadParcel: DonateParcelLoader }) {
  const shell = useShell();
  const [request, setRequest] = useState<ShellEventOf<'donate:open'> | null>(null);

  useEffect(() => {
    const subscription = shell.bus.on('donate:open').subscribe(setRequest);
    return () => subscription.unsubscribe();
  }, [shell.bus]);

  if (!request) return null;
  // A new request is a new dialog: the parcel of the last one never shows another submission.
  return <DonateParcelDialog key={`${request.kind}:${request.submissionId}`} request={request} loadParcel={loadParcel} onClose={() => setRequest(null)} />;
}

function DonateParcelDialog({ request, loadParcel, onClose }: { request: ShellEventOf<'donate:open'>; loadParcel: DonateParcelLoader; onClose(): void }) {
  const shell = useShell();
  const { t } = useTranslation(COMMON_NAMESPACE);
  const hostRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let parcel: Parcel | null = null;
    let cancelled = false;
    loadParcel().then(
      (config) => {
        if (cancelled) return;
        const props: DonateParcelProps = { ...shell, kind: request.kind, submissionId: request.submissionId, close: () => close.current() };
        parcel = mountRootParcel(config, { ...props, domElement: host });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
      shell.bus.emit({ type: 'donate:closed', submissionId: request.submissionId });
    };
  }, [request, loadParcel, shell]);

  return (
    <ModalDialog onClose={onClose} closeLabel={t('close')} label={t('donateTitle')} dialogClassName={styles.dialog}>
      {failed && <p role="alert">{t('sectionUnavailable.title')}</p>}
      <div ref={hostRef} />
    </ModalDialog>
  );
}

export function Overlays({ loadDonateParcel }: { loadDonateParcel: DonateParcelLoader }) {
  return (
    <>
      <OfflineNotice />
      <Toasts />
      <DonateDialog loadParcel={loadDonateParcel} />
    </>
  );
}
