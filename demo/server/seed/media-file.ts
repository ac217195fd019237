/** A picture or a document the seed serves under /media/ (the `media` table). */
export interface MediaFile {
  path: string;
  mime: string;
  body: Buffer;
}
