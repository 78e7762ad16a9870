import { useMemo } from 'react';
import { useObservableValue, useShell } from '@tp/shared/react';
import type { SelectOption } from '../form/SelectField';

/** The networks of the shell's blockchain list (docs/product.md §2.4, §4.8: loaded at start, cached for failures). */
export function useNetworkOptions(): SelectOption[] {
  const chains = useObservableValue(useShell().chains$);
  return useMemo(() => chains.map((chain) => ({ value: chain.ns, label: chain.title })), [chains]);
}

/** The protocols of one kind (token or NFT) the token-protocol map lists for a network. */
export function useProtocolOptions(network: string | undefined, kind: 'token' | 'nft'): SelectOption[] {
  const map = useObservableValue(useShell().tokenProtocols$);
  return useMemo(() => {
    const names = new Set<string>();
    for (const items of Object.values(map)) {
      for (const item of items) {
        if (item.ns === network && item.kind === kind && typeof item.protocol === 'string') names.add(item.protocol);
      }
    }
    return [...names].map((name) => ({ value: name, label: name }));
  }, [map, network, kind]);
}
