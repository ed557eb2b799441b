import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Node-environment tests (codegen check) have no browser storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
});
