declare module 'autocannon' {
  interface Options {
    url: string; duration?: number; connections?: number; method?: string;
    headers?: Record<string, string>; body?: string;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    requests?: Array<{ method?: string; path?: string; body?: string; setupRequest?: (request: { body?: string; path?: string }) => { body?: string; path?: string } }>;
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number; errors: number; timeouts: number;
  }
  interface Instance {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
    on(event: 'done', listener: (result: Result) => void): void;
    stop(): void;
  }
  function autocannon(options: Options, callback?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
