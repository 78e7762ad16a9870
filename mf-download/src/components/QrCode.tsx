import { encodeQr } from '@tp/shared/download/qr-encode';
import { useMemo } from 'react';
import { QrImage } from './QrImage';

/** A QR code of a link the page came without (a visit that started on another page): encoded here. */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const modules = useMemo(() => encodeQr(value), [value]);
  return <QrImage modules={modules} label={label} />;
}
