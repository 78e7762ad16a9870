import { lazy, Suspense, useState } from 'react';
import { parsePath } from '@tp/shared';
import { ExtensionModal } from '../components/ExtensionModal';
import { FollowModal } from '../components/FollowModal';
import type { SocialChannel } from '../content/links';
import { Hero } from './home/Hero';
import styles from './home/home.module.css';

// The hero paints first; the sections below it arrive in a second chunk. On the home page it is fetched as
// soon as this module runs, so it downloads alongside the section's strings; the section's other pages
// (about, developer...) load this module too and never show it.
const loadRest = () => import('./home/HomeRest');
if (typeof location !== 'undefined' && parsePath(location.pathname).rest === '') void loadRest();
const HomeRest = lazy(loadRest);

/** docs/product.md §2.7: hero, introduction, security, exchange, DApp store, community, download, follow-us. */
export function Home() {
  const [extensionOpen, setExtensionOpen] = useState(false);
  const [channel, setChannel] = useState<SocialChannel | null>(null);
  return (
    <>
      <Hero />
      <Suspense fallback={<div className={styles.restPlaceholder} />}>
        <HomeRest onOpenExtension={() => setExtensionOpen(true)} onFollow={setChannel} />
      </Suspense>
      {extensionOpen && <ExtensionModal onClose={() => setExtensionOpen(false)} />}
      {channel && <FollowModal channel={channel} onClose={() => setChannel(null)} />}
    </>
  );
}
