/** Story and test card art: a 3:2 SVG data URL, so stories need no image server. */
export function cardArt(name: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" rx="16" fill="${color}"/><rect x="22" y="24" width="42" height="30" rx="6" fill="#fff" fill-opacity="0.35"/><text x="22" y="120" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleProducts = [
  { title: 'Bloom & Wild', color: '#2f6b4f', background: '#e6f2ec', from: 1000 },
  { title: 'Cinema Night', color: '#7a1f3d', background: '#f6e4ea', from: 1500 },
  { title: 'Coffee House', color: '#5a3a22', background: '#f3ebe4', from: 500 },
  { title: 'Bookshop Voucher', color: '#1f3f7a', background: '#e4eaf6', from: 1000 },
  { title: 'Spa Day', color: '#0f6e74', background: '#e1f3f4', from: 2500 },
  { title: 'Pizza Place', color: '#a3361b', background: '#f8e6e1', from: 1000 },
  { title: 'Sports Store', color: '#33334d', background: '#e9e9f0', from: 2000 },
  { title: 'Choice Gift Card', color: '#6b2f8a', background: '#efe4f5', from: 1000 },
].map((product, index) => ({ ...product, href: `/gift-cards/${product.title.toLowerCase().replace(/[^a-z]+/g, '-')}/`, position: index + 1, imageUrl: cardArt(product.title, product.color) }));
