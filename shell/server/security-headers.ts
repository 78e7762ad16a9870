import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Strict headers for every response. Scripts come from our own origin (and the
 * origins of remotes the registry names), inline ones only with the page's nonce;
 * no `unsafe-eval` anywhere.
 */
export function securityHeaders({ nonce, remoteOrigins = [] }: { nonce?: string; remoteOrigins?: readonly string[] }): Record<string, string> {
  const scriptSources = ["'self'", ...remoteOrigins, ...(nonce ? [`'nonce-${nonce}'`] : [])].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    `style-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}
