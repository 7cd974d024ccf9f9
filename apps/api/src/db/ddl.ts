/**
 * The DDL vocabulary for code outside the migrations (the migration runner, a query that spells LIKE per store,
 * the bench): the migrations' own (migrations/ddl.ts), which is frozen with them (decision 072).
 */
export { ddlOf, regexOfGlob, runStatements } from './migrations/ddl.js';
