import type { CheckDetails, CheckReason } from '@tp/shared/contracts/submission-checks';
import { splitAddresses } from '@tp/shared/validation';
import type { Queryable } from '../db/database';
import { websiteHost } from './plan';

export interface Duplicate {
  readonly reason: Extract<CheckReason, 'sameHost' | 'sameContract'>;
  readonly details: CheckDetails;
}

const likeHost = (host: string) => `%${host.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A listed DApp or another pending (or listed) DApp submission with the same
 * website host, or sharing one of this DApp's contracts.
 */
export async function findDuplicate(db: Queryable, submissionId: number, host: string): Promise<Duplicate | null> {
  // The LIKE narrows on the database; the host is then compared exactly.
  const listed = await db.query<{ id: number; url: string }>(
    `select id, url from dapps where status = 0 and url ilike $1 order by id`,
    [likeHost(host)],
  );
  const dapp = listed.find((row) => websiteHost(row.url) === host);
  if (dapp) return { reason: 'sameHost', details: { domain: host, similar_to: host, dapp_id: dapp.id } };

  const others = await db.query<{ receipt: string; url: string; address: string; listed_dapp_id: number | null }>(
    `select distinct on (s.id) s.receipt, d.url, d.address, s.listed_dapp_id from submissions s join dapp_submissions d on d.submission_id = s.id
     where s.id <> $1 and s.kind = 'dapp' and s.status in ('received', 'in_review', 'listed') order by s.id`,
    [submissionId],
  );
  const sameHost = others.find((row) => websiteHost(row.url) === host);
  if (sameHost) return { reason: 'sameHost', details: { domain: host, similar_to: host, receipt: sameHost.receipt, ...(sameHost.listed_dapp_id ? { dapp_id: sameHost.listed_dapp_id } : {}) } };

  const [own] = await db.query<{ address: string }>('select address from dapp_submissions where submission_id = $1 limit 1', [submissionId]);
  const contracts = new Set(splitAddresses(own?.address ?? '').map((a) => a.toLowerCase()));
  for (const row of others) {
    const shared = splitAddresses(row.address).find((a) => contracts.has(a.toLowerCase()));
    if (shared) return { reason: 'sameContract', details: { address: shared, receipt: row.receipt, ...(row.listed_dapp_id ? { dapp_id: row.listed_dapp_id } : {}) } };
  }
  return null;
}
