import { HydrateWhenSeen } from '@tp/shared/react';
import type { SocialChannel } from '../../content/links';
import { Community } from './Community';
import { DappStorePreview } from './DappStorePreview';
import { Download } from './Download';
import { Exchange } from './Exchange';
import { FollowUs } from './FollowUs';
import { Products } from './Products';
import { Security } from './Security';

export interface HomeRestProps {
  readonly onOpenExtension: () => void;
  readonly onFollow: (channel: SocialChannel) => void;
}

/**
 * Everything of the home page below the hero, in the order of docs/product.md §2.7.
 * Each part hydrates on its own, when it comes near the viewport or the browser is idle.
 */
export default function HomeRest({ onOpenExtension, onFollow }: HomeRestProps) {
  return (
    <>
      <HydrateWhenSeen>
        <Products onOpenExtension={onOpenExtension} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Security />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Exchange />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <DappStorePreview />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Community />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Download onOpenExtension={onOpenExtension} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <FollowUs onFollow={onFollow} />
      </HydrateWhenSeen>
    </>
  );
}
