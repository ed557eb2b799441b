// Settings values: reset from the current user when the tab opens; a blank field falls back to the
// current user's value on save (spec sections 4 and 5).
import type { UpdateProfileInput, UserFieldsFragment } from "../../../gql/graphql.ts";

export interface SettingsValues {
  firstName: string;
  lastName: string;
  name: string;
  description: string;
  notifEmail: boolean;
  notifSMS: boolean;
  notifPush: boolean;
}

export function valuesFrom(user: UserFieldsFragment | null): SettingsValues {
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    name: user?.name ?? "",
    description: user?.description ?? "",
    notifEmail: user?.notifEmail ?? false,
    notifSMS: user?.notifSMS ?? false,
    notifPush: user?.notifPush ?? false,
  };
}

export function toUpdateInput(values: SettingsValues, user: UserFieldsFragment): UpdateProfileInput {
  const text = (value: string, current: string) => value.trim() || current;
  return {
    firstName: text(values.firstName, user.firstName),
    lastName: text(values.lastName, user.lastName),
    name: text(values.name, user.name),
    description: text(values.description, user.description),
    notifEmail: values.notifEmail,
    notifSMS: values.notifSMS,
    notifPush: values.notifPush,
  };
}
