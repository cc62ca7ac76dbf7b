// The opportunities' contract: the list and the map, the payloads of the form, an opportunity
// as read.
export * from './proposals/proposal-detail.ts';
export * from './proposals/proposal-input.ts';
export * from './proposals/proposals-list.ts';
