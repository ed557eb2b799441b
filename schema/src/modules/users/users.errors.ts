import { AppError } from "../../errors.ts";

export class EmailTakenError extends AppError {
  constructor() {
    super("email_taken", "This email is already used by another account");
  }
}

export class InvalidPasswordError extends AppError {
  constructor() {
    super("invalid_password", "Current password is incorrect");
  }
}

export class EmailChangeError extends AppError {
  constructor() {
    super("invalid_input", "Email changes go through the sign-in provider", {
      email: "must equal your current email",
    });
  }
}
