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

/** Everything of the home page below the hero, in the order of docs/product.md §2.7. */
export default function HomeRest({ onOpenExtension, onFollow }: HomeRestProps) {
  return (
    <>
      <Products onOpenExtension={onOpenExtension} />
      <Security />
      <Exchange />
      <DappStorePreview />
      <Community />
      <Download onOpenExtension={onOpenExtension} />
      <FollowUs onFollow={onFollow} />
    </>
  );
}
