// A glob rather than a static import: the founder's photo is content a deployment adds
// (src/sections/about/founder-photo.jpg, .png or .webp, square, at least 320 px) and the site must build and look
// complete without one. It becomes a hashed, same-origin asset URL, which the CSP already allows.
const photos = import.meta.glob<string>('./founder-photo.{jpg,jpeg,png,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** URL of the founder's photo, or undefined when the deployment has none. */
export const founderPhotoUrl: string | undefined = Object.values(photos)[0];
