/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Illustration } from './Illustration';

const attributesOf = (load?: 'lazy' | 'eager' | 'first') => {
  const { container } = render(<Illustration src="https://img.example.com/a.png" width={64} height={32} load={load} />);
  const image = container.querySelector('img')!;
  return ['alt', 'width', 'height', 'decoding', 'loading', 'fetchpriority'].map((name) => image.getAttribute(name));
};

describe('Illustration', () => {
  it('is passed over by screen readers, keeps its size and waits to be scrolled near by default', () => {
    expect(attributesOf()).toEqual(['', '64', '32', 'async', 'lazy', null]);
  });

  it('is fetched at once in the first screen, and ahead of the other pictures when it is the first one', () => {
    expect(attributesOf('eager')).toEqual(['', '64', '32', 'async', 'eager', null]);
    expect(attributesOf('first')).toEqual(['', '64', '32', 'async', 'eager', 'high']);
  });
});
