import type { Release } from '@tp/shared';
import { channelOf } from '../releases/channel';

/**
 * The SHA-256 fingerprint of the certificate that signs the Android APK.
 * Android installs an update only when it is signed with the same key, so
 * this never changes between versions; the api does not publish it yet.
 */
export const ANDROID_SIGNING_CERT_SHA256 = '5145725a244b6a734efbb3bc8defb5d50fcfccd6a9b1bff8dca1e60c5fbcd79c';

/** The signing certificate of a package the visitor downloads from us; stores sign what they serve. */
export function signingCertificateOf(release: Pick<Release, 'platform' | 'url'>): string | null {
  return release.platform === 'android' && channelOf(release) === 'website' ? ANDROID_SIGNING_CERT_SHA256 : null;
}

/** A fingerprint as keytool and apksigner print it: upper-case byte pairs joined by colons. */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}
