/** LIKE pattern for a contains-search, with %, _ and \ escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
