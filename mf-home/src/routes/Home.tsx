import { useState } from 'react';
import { ExtensionModal } from '../components/ExtensionModal';
import { FollowModal } from '../components/FollowModal';
import type { SocialChannel } from '../content/links';
import { Community } from './home/Community';
import { DappStorePreview } from './home/DappStorePreview';
import { Download } from './home/Download';
import { Exchange } from './home/Exchange';
import { FollowUs } from './home/FollowUs';
import { Hero } from './home/Hero';
import { Products } from './home/Products';
import { Security } from './home/Security';

/** Spec §2 Home: hero, introduction, security, exchange, DApp store, community, download, follow-us. */
export function Home() {
  const [extensionOpen, setExtensionOpen] = useState(false);
  const [channel, setChannel] = useState<SocialChannel | null>(null);
  const openExtension = () => setExtensionOpen(true);
  return (
    <>
      <Hero />
      <Products onOpenExtension={openExtension} />
      <Security />
      <Exchange />
      <DappStorePreview />
      <Community />
      <Download onOpenExtension={openExtension} />
      <FollowUs onFollow={setChannel} />
      {extensionOpen && <ExtensionModal onClose={() => setExtensionOpen(false)} />}
      {channel && <FollowModal channel={channel} onClose={() => setChannel(null)} />}
    </>
  );
}
