// Runs `work` while a test gateway sheds load through another execution gate (decision 015), then puts its own back.
import { createExecutionGate, type GateOptions } from "../src/http/load-shedding.ts";
import type { TestGateway } from "./start-gateway.ts";

export async function withExecutionGate<T>(
  gateway: TestGateway,
  options: GateOptions,
  work: () => Promise<T>,
): Promise<T> {
  const services = gateway.app.services;
  const own = services.executionGate;
  services.executionGate = createExecutionGate(options);
  try {
    return await work();
  } finally {
    services.executionGate = own;
  }
}
