import { displayHost, shortAddress } from './urls';

describe('urls', () => {
  it('shows a host without www and an address as its first and last 8 characters', () => {
    expect(displayHost('https://www.example.com/a')).toBe('example.com');
    expect(shortAddress('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')).toBe('0x1f9840…4201F984');
    expect(shortAddress('short')).toBe('short');
  });
});
