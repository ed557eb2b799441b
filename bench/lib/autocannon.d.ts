// The part of autocannon 9's programmatic API the harness uses (the package ships no types).
declare module "autocannon" {
  interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (defaults: object) => RequestData;
  }
  interface Options extends RequestData {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    requests?: RequestData[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance {
    on(
      event: "response",
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
  export type { Options, Result };
}
