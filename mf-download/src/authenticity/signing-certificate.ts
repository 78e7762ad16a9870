/** A fingerprint as keytool and apksigner print it: upper-case byte pairs joined by colons. */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}
