/**
 * Image uploads (kit items, avatars): at most 5 MB, JPEG, PNG, WebP or GIF by content. Without zod
 * (issue 41, decision 0306): the profile picture's input reads them at first paint;
 * kits/schemas.ts re-exports them for the server.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_FIELD = 'image';
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
