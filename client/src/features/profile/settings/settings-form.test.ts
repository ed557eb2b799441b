import { describe, expect, it } from "vitest";
import { toUpdateInput, valuesFrom } from "./settings-form.ts";

const user = {
  __typename: "User" as const,
  id: "u1",
  authId: "a1",
  email: "asha@example.com",
  phone: null,
  firstName: "Asha",
  lastName: "Verma",
  name: "Asha Verma",
  role: "student" as const,
  description: "Student",
  notifEmail: true,
  notifSMS: false,
  notifPush: false,
  profilePicture: null,
  profilePictureSources: null,
  language: null,
  dataSaver: null,
  captionsOn: null,
};

describe("settings form", () => {
  it("starts from the current user, notifications off when unknown", () => {
    expect(valuesFrom(user).firstName).toBe("Asha");
    expect(valuesFrom(null)).toMatchObject({ firstName: "", notifEmail: false, notifSMS: false, notifPush: false });
  });

  it("falls back to the current value for blank fields", () => {
    const input = toUpdateInput(
      { ...valuesFrom(user), firstName: "  ", description: "Final-year ECE", notifSMS: true },
      user,
    );
    expect(input).toMatchObject({
      firstName: "Asha",
      lastName: "Verma",
      description: "Final-year ECE",
      notifSMS: true,
      notifEmail: true,
    });
  });
});
