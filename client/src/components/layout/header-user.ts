export interface HeaderUser {
  firstName: string;
  pictureUrl: string | null;
  /** The picture's sizes as `<img srcset>` candidates (docs/performance.md), already browser addresses. */
  pictureSrcSet?: string;
  /** Admin or instructor: the avatar menu links to the staff console. */
  staff?: boolean;
}
