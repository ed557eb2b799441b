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

// The sign-in screen shows this as is (docs/staff-console.md); the identity server answers user_banned with the same text.
export class AccountDisabledError extends AppError {
  constructor() {
    super("account_disabled", "This account has been disabled.");
  }
}

export class CannotChangeOwnAccountError extends AppError {
  constructor() {
    super("cannot_change_own_account", "You cannot change the role or status of your own account");
  }
}
