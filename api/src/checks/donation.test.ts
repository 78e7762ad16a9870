import { createPublicClient, custom, encodeAbiParameters, encodeEventTopics, erc20Abi, numberToHex, parseUnits, type Address } from 'viem';
import { verifyDonation } from './donation';

const TOKEN: Address = '0x00000000000000000000000000000000000000a0';
const OTHER_TOKEN: Address = '0x00000000000000000000000000000000000000a1';
const RECIPIENT: Address = '0x00000000000000000000000000000000000000b0';
const SOMEONE: Address = '0x00000000000000000000000000000000000000b1';
const HASH = `0x${'77'.repeat(32)}` as const;

const transferLog = (token: Address, to: Address, amount: string, index: number) => ({
  address: token,
  topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: SOMEONE, to } }),
  data: encodeAbiParameters([{ type: 'uint256' }], [parseUnits(amount, 18)]),
  blockNumber: '0x10', blockHash: `0x${'01'.repeat(32)}`, transactionHash: HASH, transactionIndex: '0x0', logIndex: numberToHex(index), removed: false,
});

/** An endpoint answering one mined transaction with these logs, at block 16 of a chain at `head`. */
function endpoint(logs: ReturnType<typeof transferLog>[], head = 40) {
  return createPublicClient({
    cacheTime: 0,
    transport: custom({
      async request({ method }: { method: string }) {
        if (method === 'eth_getTransactionReceipt') {
          return {
            transactionHash: HASH, transactionIndex: '0x0', blockHash: `0x${'01'.repeat(32)}`, blockNumber: '0x10', from: SOMEONE, to: TOKEN,
            cumulativeGasUsed: '0x1', gasUsed: '0x1', effectiveGasPrice: '0x1', contractAddress: null, logs, logsBloom: `0x${'00'.repeat(256)}`,
            status: '0x1', type: '0x2',
          };
        }
        if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint8' }], [18]);
        if (method === 'eth_blockNumber') return numberToHex(head);
        if (method === 'eth_chainId') return '0x38';
        throw new Error(`unexpected ${method}`);
      },
    }),
  });
}

const expected = { hash: HASH, amount: '200.4821', token: TOKEN, recipient: RECIPIENT, confirmations: 15 };

describe('a donation among many transfers', () => {
  it('confirms the one transfer that matches among a hundred others', async () => {
    const noise = Array.from({ length: 100 }, (_, i) =>
      transferLog(i % 2 ? OTHER_TOKEN : TOKEN, i % 3 ? SOMEONE : RECIPIENT, i % 3 ? '200.4821' : '1.5', i),
    );
    const logs = [...noise.slice(0, 60), transferLog(TOKEN, RECIPIENT, '200.4821', 100), ...noise.slice(60)];
    expect(await verifyDonation(endpoint(logs), expected)).toMatchObject({ state: 'confirmed', details: { confirmations: 25 } });
  });

  it('names the wrong amount when only other amounts reach the recipient', async () => {
    const logs = [transferLog(TOKEN, SOMEONE, '200.4821', 0), transferLog(TOKEN, RECIPIENT, '20.4821', 1)];
    expect(await verifyDonation(endpoint(logs), expected)).toMatchObject({ state: 'failed', reason: 'wrongAmount', details: { actual_amount: '20.4821' } });
  });

  it('ignores logs that only look like transfers (an NFT Transfer with its id indexed, garbage topics)', async () => {
    const nft = { ...transferLog(TOKEN, RECIPIENT, '200.4821', 0), topics: [...transferLog(TOKEN, RECIPIENT, '1', 0).topics, `0x${'00'.repeat(31)}05`], data: '0x' };
    const garbage = { ...transferLog(TOKEN, RECIPIENT, '1', 1), topics: [`0x${'ff'.repeat(32)}`] };
    expect(await verifyDonation(endpoint([nft, garbage] as never), expected)).toMatchObject({ state: 'failed', reason: 'wrongToken' });
  });

  it('waits while the transaction has too few confirmations', async () => {
    expect(await verifyDonation(endpoint([transferLog(TOKEN, RECIPIENT, '200.4821', 0)], 20), expected)).toMatchObject({
      state: 'pending', reason: 'awaitingConfirmations', details: { confirmations: 5, required_confirmations: 15 },
    });
  });
});
