// Every table of the server, one file per feature; drizzle-kit reads this folder.
export * from './users.js';
export * from './children.js';
export * from './characters.js';
export * from './morals.js';
export * from './feedback.js';
export * from './tales.js';
export * from './subscriptions.js';
export * from './media-purges.js';
export * from './share-links.js';
