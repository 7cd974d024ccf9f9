/**
 * The URL words the shop writes: a slug is lowercase letters and digits joined by single dashes
 * ('car-subwoofers', 'skar-evl-8'); a collection's full handle is one slug or a parent and a child slug
 * ('car-subwoofers/12-inch-subwoofers'). Products, collections and menu targets all check against these.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Lowercase letters, digits and single dashes';

export const FULL_HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const FULL_HANDLE_MESSAGE = 'A collection handle';
