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
    timeout?: number;
    requests?: RequestData[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
