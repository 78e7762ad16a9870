import { useMemo } from 'react';
import { figureTexts, renderedFigureTexts, type FigureTexts } from '@tp/shared/content/figures';
import { useLang, useShell } from '@tp/shared/react';

/** The product's figures in the page's language: as the page came with them, or written here (another language since). */
export function useFigureTexts(): FigureTexts {
  const { pageData } = useShell();
  const lang = useLang();
  return useMemo(() => renderedFigureTexts(pageData, lang) ?? figureTexts(lang), [pageData, lang]);
}
