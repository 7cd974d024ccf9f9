/**
 * A merchant's link (home/home.ts isSafeLink) that leads off this site: opened in a new tab, rel noopener
 * (decision 082). A module of its own: the storefront's first load takes this and nothing else of the area.
 */
export const isExternalLink = (link: string): boolean => !link.startsWith('/');
