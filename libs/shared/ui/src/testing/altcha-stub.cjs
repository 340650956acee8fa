// Jest stands in for the ALTCHA widget package: jsdom leaves <altcha-widget> an unknown element, and specs dispatch its events.
module.exports = {};
