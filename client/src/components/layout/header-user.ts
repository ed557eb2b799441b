export interface HeaderUser {
  firstName: string;
  pictureUrl: string | null;
}
