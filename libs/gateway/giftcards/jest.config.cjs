module.exports = {
  displayName: 'gateway-giftcards',
  preset: '../../../jest.preset.js',
};
