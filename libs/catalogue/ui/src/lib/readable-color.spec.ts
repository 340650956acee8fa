import { contrastRatio, readableTextColor } from './readable-color';

describe('readableTextColor', () => {
  it('puts white text on dark block colours and black text on light ones', () => {
    expect(readableTextColor('#5b2a86')).toBe('#ffffff');
    expect(readableTextColor('#b3262d')).toBe('#ffffff');
    expect(readableTextColor('#f4b942')).toBe('#000000');
    expect(readableTextColor('#e8d5c4')).toBe('#000000');
  });

  it('always reaches 4.5:1 with the colour it picks', () => {
    for (const colour of ['#777777', '#7bb39a', '#e76f51', '#f28ab2', '#0f3b5f', '#ff0000', '#00f']) {
      expect(contrastRatio(colour, readableTextColor(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
