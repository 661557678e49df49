/** The galleries' pages' paths, for links and forms (client-safe). */
export const galleriesPath = "/studio/galerien";
export const galleryPath = (id: string) => `${galleriesPath}/${encodeURIComponent(id)}`;
export const galleryUploadPath = (id: string) => `${galleryPath(id)}/hochladen`;
/** A preview of hers, for her eyes only (the studio's session guards it). */
export const galleryPreviewPath = (id: string, file: string) =>
  `${galleryPath(id)}/vorschau/${file}`;
/** The client's page (part B of issue 38): the link she gets. */
export const clientGalleryPath = (id: string) => `/galerie/${id}`;
