import { useId } from 'react';
import styles from './art.module.css';

/** The home hero's illustration: a phone wallet with networks orbiting it. Decorative. */
export function HeroArt() {
  const glow = useId();
  return (
    <svg className={styles.art} viewBox="0 0 440 400" width="440" height="400" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="55%">
          <stop offset="0" className={styles.glowStart} />
          <stop offset="1" className={styles.glowEnd} />
        </radialGradient>
      </defs>
      <circle cx="220" cy="195" r="190" fill={`url(#${glow})`} />
      <ellipse className={styles.orbit} cx="220" cy="200" rx="200" ry="74" />
      <ellipse className={styles.orbit} cx="220" cy="200" rx="150" ry="150" />

      <rect className={styles.device} x="140" y="40" width="160" height="320" rx="28" />
      <rect className={styles.screen} x="152" y="52" width="136" height="296" rx="18" />
      <rect className={styles.notch} x="198" y="60" width="44" height="8" rx="4" />
      <rect className={styles.balanceCard} x="164" y="80" width="112" height="70" rx="12" />
      <rect className={styles.lineOnPrimary} x="176" y="94" width="44" height="7" rx="3.5" />
      <rect className={styles.lineOnPrimaryStrong} x="176" y="110" width="78" height="14" rx="7" />
      <rect className={styles.lineOnPrimary} x="176" y="132" width="30" height="7" rx="3.5" />
      {[172, 218, 264].map((y, i) => (
        <g key={y}>
          <circle className={styles[`token${i}`]} cx="180" cy={y + 14} r="12" />
          <rect className={styles.line} x="200" y={y + 6} width="40" height="7" rx="3.5" />
          <rect className={styles.lineSoft} x="200" y={y + 17} width="26" height="6" rx="3" />
          <rect className={styles.line} x="248" y={y + 9} width="20" height="7" rx="3.5" />
        </g>
      ))}
      <rect className={styles.button} x="164" y="312" width="112" height="22" rx="11" />

      <g className={styles.float}>
        <circle className={styles.token0} cx="56" cy="150" r="24" />
        <path className={styles.glyph} d="M56 136l-9 15 9 5 9-5zM47 154l9 12 9-12-9 5z" />
      </g>
      <g className={styles.floatSlow}>
        <circle className={styles.token1} cx="382" cy="118" r="22" />
        <path className={styles.glyph} d="M382 106l4 4-4 4-4-4zM372 118l4-4 4 4-4 4zM392 118l-4-4-4 4 4 4zM382 130l4-4-4-4-4 4z" />
      </g>
      <g className={styles.float}>
        <circle className={styles.token2} cx="378" cy="290" r="20" />
        <path className={styles.glyph} d="M370 284h16l-8 14z" />
      </g>
      <g className={styles.floatSlow}>
        <circle className={styles.shield} cx="74" cy="292" r="26" />
        <path className={styles.glyphStroke} d="M74 278l-11 4.5v8c0 6 4.7 11 11 13 6.3-2 11-7 11-13v-8zM69 291l4 4 7-7.5" />
      </g>
    </svg>
  );
}
