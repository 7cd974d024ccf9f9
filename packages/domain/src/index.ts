export * from './shared/errors.js';
export * from './catalog/schemas.js';
export * from './menu/schemas.js';
export * from './sales/schemas.js';
export * from './sales/seen-sales.js';
