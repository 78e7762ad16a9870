export * from './blockchains';
export * from './lists';
export * from './news';
export * from './token-protocols';
