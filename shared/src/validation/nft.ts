import * as z from '../facades/zod-mini';
import { checkAddresses, fieldBuilders, type MessageFormatter } from './fields';
import { LIMITS } from './limits';

/** NFT submission: its protocol type (docs/product.md §3.3) plus what a collection listing needs. */
export function buildNftSchema(msg: MessageFormatter) {
  const f = fieldBuilders(msg);
  return z
    .object({
      network: f.network(),
      /** The NFT protocol type, e.g. ERC-721. */
      protocol: f.text('nftProtocolRequired', LIMITS.tokenStandard),
      address: f.text('contractRequired', LIMITS.address),
      name: f.text('nameRequired', LIMITS.tokenName),
      symbol: f.text('symbolRequired', LIMITS.tokenSymbol),
      website: f.url('websiteRequired', LIMITS.website, 'websiteTooLong'),
      description: f.text('descriptionRequired', LIMITS.introduction),
      email: f.email(),
      contact: f.contacts('contactRequired'),
    })
    .check(
      z.superRefine((value, ctx) => {
        checkAddresses(ctx, msg, value.network, [value.address], ['address']);
      }),
    );
}
