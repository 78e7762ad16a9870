/**
 * The remote's two applications, which the shell mounts on every page: the
 * header above the section and the footer below it (docs/product.md §2.5,
 * §2.6). Each is its own single-spa application (lifecycles.tsx), without a
 * router.
 */
export { Footer } from './routes/Footer';
export { Header } from './routes/Header';
