/**
 * Every page of the audit log: an admin write invalidates them all. In the shell, since every area's back office
 * writes (and so invalidates it) while only the audit area reads it.
 */
export const AUDIT_LOG_KEY = ['admin', 'audit'] as const;
