// Every table, for drizzle's relational queries and for drizzle-kit.
export * from './auth.ts';
export * from './blog-reviews.ts';
export * from './comments.ts';
export * from './customer-activity.ts';
export * from './customers.ts';
export * from './generated-media.ts';
export * from './individual-halls.ts';
export * from './likes.ts';
export * from './marketing.ts';
export * from './moderation.ts';
export * from './partner-drafts.ts';
export * from './partner-profiles.ts';
export * from './partners.ts';
export * from './photos.ts';
export * from './reservations.ts';
export * from './reviews.ts';
export * from './wedding-days.ts';
