/**
 * The pictures and documents listings point to, served under /media/. A CRM that hosts
 * its own media answers with absolute URLs in the records and needs no files here.
 */
export interface MediaFile {
  mime: string;
  body: Buffer;
}

export interface MediaFiles {
  /** The file at a /media/ path: pictures and documents must load from the API's host whatever site embeds the widgets. */
  file(path: string): Promise<MediaFile | undefined>;
}
