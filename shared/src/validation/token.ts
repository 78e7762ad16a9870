import * as z from '../facades/zod-mini';
import { checkAddresses, fieldBuilders, type MessageFormatter } from './fields';
import { LIMITS } from './limits';

/** Token submission (docs/product.md §3.2; §5.2). */
export function buildTokenSchema(msg: MessageFormatter) {
  const f = fieldBuilders(msg);
  return z
    .object({
      network: f.network(),
      email: f.email(),
      /** The token contract. */
      address: f.text('addressRequired', LIMITS.address),
      owner_address: f.text('ownerAddressRequired', LIMITS.address),
      symbol: f.text('tokenSymbolRequired', LIMITS.tokenSymbol),
      /** The network's code as the wallet lists it (ETH, BSC, TRX…). */
      bl_symbol: f.text('blSymbolRequired', LIMITS.blSymbol),
      total_supply: f.decimalText('totalSupplyRequired', LIMITS.totalSupply),
      decimal: f.integer('decimalRequired', 0, LIMITS.maxDecimals),
      /** Digits the wallet shows. */
      precision: f.integer('precisionRequired', 0, LIMITS.maxDecimals),
      /** Gas limit of a transfer. */
      gas: f.decimalText('gasRequired', LIMITS.gas),
      website: f.url('websiteRequired', LIMITS.website, 'websiteTooLong'),
      companyName: f.text('companyNameRequired', LIMITS.companyName),
      contact: f.contacts('contactRequired'),
      /** The token introduction. */
      description: f.text('descriptionRequired', LIMITS.introduction, 'introductionTooLong'),
      name: f.text('nameRequired', LIMITS.tokenName),
      /** ERC20, BEP20, TRC20, SPL… (a key of the token-protocol map). */
      tokenStandard: f.optionalText(LIMITS.tokenStandard),
    })
    .check(
      z.superRefine((value, ctx) => {
        checkAddresses(ctx, msg, value.network, [value.address], ['address']);
        checkAddresses(ctx, msg, value.network, [value.owner_address], ['owner_address']);
      }),
    );
}
