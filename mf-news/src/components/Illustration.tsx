export interface IllustrationProps {
  /** An address already checked as an image's (see `imageUrl` in content/safe-url). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /**
   * `lazy` (the default): fetched when scrolled near. `eager`: at once, for a picture in the first screen.
   * `first`: at once and ahead of the page's other pictures, for the largest one in the first screen.
   */
  readonly load?: 'lazy' | 'eager' | 'first';
}

/**
 * A picture beside the text it goes with (a logo, a cover, a banner), so screen readers pass over it; its
 * size is reserved, so the page does not move when it arrives, and it is decoded off the main thread.
 */
export function Illustration({ src, width, height, className, load = 'lazy' }: IllustrationProps) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      decoding="async"
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : undefined}
    />
  );
}
