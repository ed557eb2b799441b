import { AppError } from "../../errors.ts";

// Messages are shown to learners as-is (spec section 8); the client translates the codes (errors.json).
export class MockTestNotFoundError extends AppError {
  constructor() {
    super("mock_test_not_found", "Mock test not found");
  }
}

export class AttemptNotFoundError extends AppError {
  constructor() {
    super("mock_test_attempt_not_found", "Test attempt not found");
  }
}

export class MockTestClosedError extends AppError {
  constructor() {
    super("mock_test_closed", "This mock test is not open now");
  }
}

export class AttemptsUsedError extends AppError {
  constructor() {
    super("mock_test_attempts_used", "You have used all your attempts at this test");
  }
}

/** An answer that reached the server after endsAt plus the grace (decision 022). */
export class TimeUpError extends AppError {
  constructor() {
    super("mock_test_time_up", "Time is up: this answer came after the test ended");
  }
}

export class AttemptSubmittedError extends AppError {
  constructor() {
    super("mock_test_submitted", "This attempt has already been submitted");
  }
}

/** The key and the explanations are only shown after submission (decision 022). */
export class AttemptInProgressError extends AppError {
  constructor() {
    super("mock_test_in_progress", "Results are shown once the attempt is submitted");
  }
}

export class MockTestHasAttemptsError extends AppError {
  constructor() {
    super("mock_test_has_attempts", "Learners have attempted this test: its questions can no longer change");
  }
}

export class MockTestEmptyError extends AppError {
  constructor() {
    super("mock_test_empty", "A test needs at least one question before it is published");
  }
}

/** An answer to a section whose own time has not begun (sections with their own limit run one after another). */
export class SectionNotOpenError extends AppError {
  constructor() {
    super("mock_test_section_not_open", "This section has not started yet");
  }
}

/** A blueprint section asks for more questions of a difficulty than its topics hold (decision 038). */
export class MockTestBankShortError extends AppError {
  constructor(section: string, difficulty: string, needed: number, available: number) {
    super(
      "mock_test_bank_short",
      `Not enough ${difficulty.toLowerCase()} questions in the bank for section "${section}": ${needed} needed, ${available} available`,
    );
  }
}
