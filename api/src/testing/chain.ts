import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ganache, { type EthereumProvider } from 'ganache';
import { encodeDeployData, encodeFunctionData, numberToHex, parseUnits, type Address, type Hash } from 'viem';
import erc20 from '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json';

/** How the test chain's HTTP endpoint answers: normally, refused (503), garbage, or never. */
export type EndpointMode = 'up' | 'down' | 'garbage' | 'hang';

/**
 * A local EVM (ganache, in-process) behind a JSON-RPC HTTP endpoint the test
 * can take down, make answer garbage or hang. Blocks are mined when asked
 * (`mine`), plus one per transaction.
 */
export interface TestChain {
  readonly url: string;
  readonly accounts: readonly Address[];
  mode: EndpointMode;
  /** Deploys an ERC-20 (OpenZeppelin's fixed-supply preset, 18 decimals) minting `supply` to `owner`. */
  deployToken(symbol: string, owner: Address, supply?: bigint): Promise<Address>;
  /** Sends `amount` (a decimal, e.g. "200.4821") of `token`; a transfer over the balance is mined reverted. */
  transfer(token: Address, from: Address, to: Address, amount: string): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const provider: EthereumProvider = ganache.provider({
    logging: { quiet: true },
    // A failing transaction is mined with status 0, as on a real chain, instead of failing the call.
    chain: { vmErrorsOnRPCResponse: false },
    wallet: { totalAccounts: 4 },
  });
  const accounts = (await provider.request({ method: 'eth_accounts', params: [] })) as Address[];
  const send = (from: Address, data: `0x${string}`, to?: Address) =>
    provider.request({ method: 'eth_sendTransaction', params: [{ from, data, ...(to ? { to } : {}), gas: numberToHex(3_000_000) }] }) as Promise<Hash>;
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (chain.mode === 'down') return response.writeHead(503).end('unavailable');
      if (chain.mode === 'garbage') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","result":');
      if (chain.mode === 'hang') return void hanging.add(response);
      void answer(Buffer.concat(chunks).toString()).then((body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
    });
  });

  async function one(call: { id: unknown; method: string; params?: unknown[] }) {
    try {
      const result = await provider.request({ method: call.method, params: call.params ?? [] } as Parameters<EthereumProvider['request']>[0]);
      return { jsonrpc: '2.0', id: call.id, result };
    } catch (error) {
      return { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: (error as Error).message } };
    }
  }
  async function answer(body: string): Promise<string> {
    const calls = JSON.parse(body) as Parameters<typeof one>[0] | Parameters<typeof one>[0][];
    return JSON.stringify(Array.isArray(calls) ? await Promise.all(calls.map(one)) : await one(calls));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const chain: TestChain = {
    url: `http://127.0.0.1:${port}`,
    accounts,
    mode: 'up',
    async deployToken(symbol, owner, supply = parseUnits('1000000', 18)) {
      const hash = await send(owner, encodeDeployData({ abi: erc20.abi, bytecode: erc20.bytecode as `0x${string}`, args: [`${symbol} token`, symbol, supply, owner] }));
      const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { contractAddress: Address };
      return receipt.contractAddress;
    },
    transfer(token, from, to, amount) {
      // Sent with a set gas limit: no estimate refuses a transfer that will revert.
      return send(from, encodeFunctionData({ abi: erc20.abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] }), token);
    },
    async mine(blocks) {
      for (let i = 0; i < blocks; i++) await provider.request({ method: 'evm_mine', params: [] });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await provider.disconnect();
    },
  };
  return chain;
}
