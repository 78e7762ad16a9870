import { yieldToBrowser } from './yield-to-browser';

/**
 * The modules the site starts with, evaluated group by group, each group in a
 * task of its own. Evaluated at once when this chunk arrived, react-dom, zod
 * with the schemas of what the shell reads back (the page's registry and data,
 * the stored theme and lists), i18next, single-spa and the shell itself were
 * one task of 40 ms of a phone's main thread, and TBT counts every task's
 * time past 50 ms on the Lighthouse mobile profile (CPU 4x). The imports are
 * eager: no file of their own, only their evaluation waits for its turn.
 */
const STAGES: readonly (() => Promise<unknown>)[] = [
  // React and react-dom's own entry before react-dom/client: left in its stage is its module alone, the largest the site runs.
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // zod (the site's facade, shared with the sections) with the theme's one schema.
  () => import(/* webpackMode: "eager" */ '@tp/shared/stored/theme'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@tp/shared/stored/remote-registry'),
      import(/* webpackMode: "eager" */ '@tp/shared/stored/page-data'),
    ]),
  () => import(/* webpackMode: "eager" */ '@tp/shared/stored/start-data-cache'),
  () => Promise.all([import(/* webpackMode: "eager" */ 'i18next'), import(/* webpackMode: "eager" */ 'single-spa')]),
];

async function start(): Promise<void> {
  for (const stage of STAGES) {
    await yieldToBrowser();
    await stage();
  }
  await yieldToBrowser();
  const { startSite } = await import(/* webpackMode: "eager" */ './boot');
  // Evaluating the shell's own modules and the start of the site are a task each.
  await yieldToBrowser();
  await startSite();
}

void start();
