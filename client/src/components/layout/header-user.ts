export interface HeaderUser {
  firstName: string;
  pictureUrl: string | null;
  /** Admin or instructor: the avatar menu links to the staff console. */
  staff?: boolean;
}
