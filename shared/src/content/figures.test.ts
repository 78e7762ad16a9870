import { pageDataKey } from '../contracts/page-data';
import { figureTexts, renderedFigureTexts } from './figures';

describe('figures', () => {
  it('are written in the language, each as formatFigure writes it', () => {
    expect(figureTexts('en')).toEqual({ users: '20M+', monthlyActive: '3.5M', countries: '200+', dapps: '100+' });
    expect(figureTexts('zh').users).toBe('2000万+');
  });

  it('are read back from the page data of their language only, whole', () => {
    const texts = figureTexts('ja');
    expect(renderedFigureTexts({ [pageDataKey.figures('ja')]: texts }, 'ja')).toEqual(texts);
    expect(renderedFigureTexts({ [pageDataKey.figures('ja')]: texts }, 'en')).toBeUndefined();
    expect(renderedFigureTexts({ [pageDataKey.figures('ja')]: { users: '1' } }, 'ja')).toBeUndefined();
    expect(renderedFigureTexts(undefined, 'ja')).toBeUndefined();
  });
});
