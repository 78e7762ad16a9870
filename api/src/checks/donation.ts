import { erc20Abi, formatUnits, isAddressEqual, parseEventLogs, parseUnits, TransactionReceiptNotFoundError, type PublicClient } from 'viem';
import type { CheckDetails } from '@tp/shared/contracts/submission-checks';
import type { CheckOutcome } from './store';

export interface DonationExpectation {
  readonly hash: `0x${string}`;
  /** The amount shown to the submission, e.g. "200.4821" TPT. */
  readonly amount: string;
  readonly token: `0x${string}`;
  readonly recipient: `0x${string}`;
  readonly confirmations: number;
}

/**
 * What the chain says of one donation: a successful transaction with a
 * Transfer of the token to the recipient of exactly the amount, buried under
 * enough blocks. Among many transfers in one transaction, the matching one
 * counts. Not mined yet and too few confirmations are pending (the job comes
 * back); an endpoint error is thrown, for the caller to retry.
 */
export async function verifyDonation(client: PublicClient, expected: DonationExpectation): Promise<CheckOutcome> {
  const base: CheckDetails = { tx_hash: expected.hash, required_confirmations: expected.confirmations };
  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash: expected.hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return { state: 'pending', reason: 'transactionNotFound', details: base };
    throw error;
  }
  if (receipt.status !== 'success') return { state: 'failed', reason: 'reverted', details: base };

  const decimals = await client.readContract({ address: expected.token, abi: erc20Abi, functionName: 'decimals' });
  const amount = parseUnits(expected.amount, decimals);
  // strict: logs named Transfer that are not ERC-20's (an NFT's, with its id indexed) are left out.
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true });
  const ofToken = transfers.filter((t) => isAddressEqual(t.address, expected.token));
  const toRecipient = ofToken.filter((t) => isAddressEqual(t.args.to, expected.recipient));
  if (!toRecipient.some((t) => t.args.value === amount)) {
    if (toRecipient.length > 0) {
      return { state: 'failed', reason: 'wrongAmount', details: { ...base, actual_amount: formatUnits(toRecipient[0].args.value, decimals) } };
    }
    return { state: 'failed', reason: ofToken.length > 0 ? 'wrongRecipient' : 'wrongToken', details: base };
  }

  const head = await client.getBlockNumber();
  const confirmations = Number(head - receipt.blockNumber + 1n);
  const details = { ...base, confirmations };
  if (confirmations < expected.confirmations) return { state: 'pending', reason: 'awaitingConfirmations', details };
  return { state: 'confirmed', reason: null, details };
}
